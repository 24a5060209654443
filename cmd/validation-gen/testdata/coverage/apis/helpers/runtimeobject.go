package helpers

// The registered types are runtime.Objects, as generated registration
// requires (deepcopy-gen writes these methods in a real API package).

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Helper) DeepCopyObject() runtime.Object { out := *in; return &out }

func (in *Helper) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
