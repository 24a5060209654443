package pointercollections

import "k8s.io/apimachinery/pkg/runtime"

func (in *Holder) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := *in
	return &out
}
