package kubebuilderpointers

import "k8s.io/apimachinery/pkg/runtime"

// DeepCopyObject stands for controller-gen's object generator.
func (in *Workload) DeepCopyObject() runtime.Object {
	if in == nil {
		return nil
	}
	out := *in
	return &out
}
