// DeepCopy functions written by hand for this example, as controller-gen's
// object generator (+kubebuilder:object:generate=true) would write them.

package v1

import "k8s.io/apimachinery/pkg/runtime"

// DeepCopyInto copies s into out.
func (s *GuestbookSpec) DeepCopyInto(out *GuestbookSpec) {
	*out = *s
	if s.MaxEntries != nil {
		out.MaxEntries = new(*s.MaxEntries)
	}
	if s.Moderators != nil {
		out.Moderators = append([]string(nil), s.Moderators...)
	}
}

// DeepCopyInto copies g into out.
func (g *Guestbook) DeepCopyInto(out *Guestbook) {
	*out = *g
	out.TypeMeta = g.TypeMeta
	g.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	g.Spec.DeepCopyInto(&out.Spec)
	out.Status = g.Status
}

// DeepCopy returns a copy of g.
func (g *Guestbook) DeepCopy() *Guestbook {
	if g == nil {
		return nil
	}
	out := new(Guestbook)
	g.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (g *Guestbook) DeepCopyObject() runtime.Object { return g.DeepCopy() }

// DeepCopyInto copies l into out.
func (l *GuestbookList) DeepCopyInto(out *GuestbookList) {
	*out = *l
	out.TypeMeta = l.TypeMeta
	l.ListMeta.DeepCopyInto(&out.ListMeta)
	if l.Items != nil {
		out.Items = make([]Guestbook, len(l.Items))
		for i := range l.Items {
			l.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

// DeepCopyObject implements runtime.Object.
func (l *GuestbookList) DeepCopyObject() runtime.Object {
	if l == nil {
		return nil
	}
	out := new(GuestbookList)
	l.DeepCopyInto(out)
	return out
}
