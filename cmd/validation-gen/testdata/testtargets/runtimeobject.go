package testtargets

// The registered types are runtime.Objects, as generated registration
// requires (deepcopy-gen writes these methods in a real API package).

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

func (in *Struct) DeepCopyObject() runtime.Object { out := *in; return &out }

func (in *Struct) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *OtherStruct) DeepCopyObject() runtime.Object { out := *in; return &out }

func (in *OtherStruct) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *OtherString) DeepCopyObject() runtime.Object { out := *in; return &out }

func (in *OtherString) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }
