package emit

import (
	"go/types"

	"github.com/kubedv/kubedv/gen/validators"
)

// entryPass is what one loop over a map validates of its keys or of its
// values: their validations and whether their types are traversed.
type entryPass struct {
	v          *validators.Validations
	structural bool
	need       bool
}

// mapEntries emits one loop over the entries of map site s, validating
// keys as kp says and values as vp says.
func (g *fn) mapEntries(s site, u *types.Map, kp, vp entryPass) {
	if !kp.need && !vp.need {
		return
	}
	defer g.release(g.mark()) // the loop is a scope
	k, mv := g.local("k"), g.local("mv")
	var keyPart, valPart string
	if kp.need {
		var okp *local
		old := nilExpr
		if !s.old.isNil() {
			okp = g.local("okp")
			old = okp.ref()
		}
		// Key errors name the map itself, as Kubernetes reports them.
		body := g.capture(func() {
			g.value(site{t: u.Key(), v: kp.v, ptr: k.ref().addr(), old: old, path: s.path, structural: kp.structural, stop: s.itemsStop})
		})
		keyPart = g.capture(func() {
			if okp != nil && okp.used {
				g.p("var %s *%s", okp.name, g.f.TypeName(u.Key()))
				g.p("if %s != nil {", s.old)
				okMark := g.mark() // ok is local to the if
				ok := g.fresh("ok")
				g.release(okMark)
				g.p("if _, %s := %s[%s]; %s {", ok, s.old.operand(), k.ref(), ok)
				g.p("%s = &%s", okp.name, k.ref())
				g.p("}")
				g.p("}")
			}
			g.b.WriteString(body)
		})
	}
	if vp.need {
		kpath := g.local("kp")
		var omv *local
		old := nilExpr
		if !s.old.isNil() {
			omv = g.local("omv")
			old = omv.ref()
		}
		body := g.capture(func() {
			g.value(site{t: u.Elem(), v: vp.v, ptr: mv.ref().addr(), old: old, path: pathAt(kpath), structural: vp.structural, stop: s.itemsStop})
		})
		valPart = g.capture(func() {
			if kpath.used {
				g.p("%s := %s", kpath.name, g.keyPath(s.path.recv.String(), k.ref().String(), u.Key()))
			}
			if omv != nil && omv.used {
				g.p("var %s *%s", omv.name, g.f.TypeName(u.Elem()))
				g.p("if %s != nil {", s.old)
				okMark := g.mark() // o and ok are local to the if
				o, ok := g.fresh("o"), g.fresh("ok")
				g.release(okMark)
				g.p("if %s, %s := %s[%s]; %s {", o, ok, s.old.operand(), k.ref(), ok)
				g.p("%s = &%s", omv.name, o)
				g.p("}")
				g.p("}")
			}
			g.b.WriteString(body)
		})
	}
	if keyPart == "" && valPart == "" {
		return
	}
	switch {
	case mv.used && k.used:
		g.p("for %s, %s := range %s {", k.name, mv.name, s.ptr.deref())
	case mv.used:
		g.p("for _, %s := range %s {", mv.name, s.ptr.deref())
	case k.used:
		g.p("for %s := range %s {", k.name, s.ptr.deref())
	default:
		g.p("for range %s {", s.ptr.deref())
	}
	g.b.WriteString(keyPart)
	g.b.WriteString(valPart)
	g.p("}")

}
