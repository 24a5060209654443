package coveragepaths

// Struct is a runtime.Object, as generated registration requires
// (deepcopy-gen writes these methods in a real API package).

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Struct) DeepCopyObject() runtime.Object { out := *in; return &out }

func (in *Struct) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
