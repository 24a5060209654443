package validate

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

type leaf struct{ Name string }
type middle struct{ Leaves []leaf }
type top struct{ Middles []middle }

func walkLeaf(p *Path, n *leaf, errs field.ErrorList) field.ErrorList {
	if n.Name == "bad" {
		c := p.Child("name")
		errs = append(errs, field.Invalid(c.Field(), n.Name, "bad"), &field.Error{Field: c.String()})
	}
	return errs
}

func walkMiddle(p *Path, n *middle, errs field.ErrorList) field.ErrorList {
	items := p.Child("leaves")
	for i := range n.Leaves {
		ip := items.Index(i)
		errs = walkLeaf(&ip, &n.Leaves[i], errs)
	}
	return errs
}

func walkTop(p *Path, n *top, errs field.ErrorList) field.ErrorList {
	items := p.Child("middles")
	for i := range n.Middles {
		ip := items.Index(i)
		errs = walkMiddle(&ip, &n.Middles[i], errs)
	}
	return errs
}

func TestPathStaysOnStack(t *testing.T) {
	n := &top{Middles: []middle{{Leaves: []leaf{{Name: "a"}, {Name: "b"}}}}}
	allocs := testing.AllocsPerRun(100, func() {
		r := Root()
		if errs := walkTop(&r, n, nil); len(errs) != 0 {
			t.Fatal(errs)
		}
	})
	if allocs != 0 {
		t.Fatalf("a valid traversal allocated %v times", allocs)
	}
	n.Middles[0].Leaves[1].Name = "bad"
	r := Root()
	errs := walkTop(&r, n, nil)
	if errs[0].Field != "middles[0].leaves[1].name" || errs[1].Field != errs[0].Field {
		t.Fatal(errs)
	}
	errs = Rebase(field.NewPath("spec"), errs)
	if errs[0].Field != "spec.middles[0].leaves[1].name" {
		t.Fatal(errs)
	}
}
