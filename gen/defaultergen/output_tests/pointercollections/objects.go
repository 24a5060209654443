package pointercollections

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Holder) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := *in
	return &out
}

// PartList and ItemSet are runtime.Objects, so that RegisterDefaults can
// register them (the copies are shallow: only these tests use them).

func (in *PartList) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *PartList) DeepCopyObject() runtime.Object {
	out := append(PartList(nil), *in...)
	return &out
}

func (in *ItemSet) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *ItemSet) DeepCopyObject() runtime.Object {
	out := ItemSet{}
	for k, v := range *in {
		out[k] = v
	}
	return &out
}
