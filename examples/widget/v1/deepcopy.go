package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Hand-written deep copies: this project does not run deepcopy-gen. Every
// pointer, slice and map is copied so that the copy shares no mutable
// memory with the original (strings are immutable and may be shared).

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *Widget) DeepCopyInto(out *Widget) {
	*out = *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	in.Spec.DeepCopyInto(&out.Spec)
	in.Status.DeepCopyInto(&out.Status)
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *Widget) DeepCopy() *Widget {
	if in == nil {
		return nil
	}
	out := new(Widget)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (in *Widget) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *WidgetList) DeepCopyInto(out *WidgetList) {
	*out = *in
	in.ListMeta.DeepCopyInto(&out.ListMeta)
	if in.Items != nil {
		out.Items = make([]Widget, len(in.Items))
		for i := range in.Items {
			in.Items[i].DeepCopyInto(&out.Items[i])
		}
	}
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *WidgetList) DeepCopy() *WidgetList {
	if in == nil {
		return nil
	}
	out := new(WidgetList)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyObject implements runtime.Object.
func (in *WidgetList) DeepCopyObject() runtime.Object {
	if c := in.DeepCopy(); c != nil {
		return c
	}
	return nil
}

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *WidgetSpec) DeepCopyInto(out *WidgetSpec) {
	*out = *in
	if in.Replicas != nil {
		out.Replicas = new(int32)
		*out.Replicas = *in.Replicas
	}
	if in.MaxUnavailable != nil {
		out.MaxUnavailable = new(Percent)
		*out.MaxUnavailable = *in.MaxUnavailable
	}
	if in.ActiveDeadlineSeconds != nil {
		out.ActiveDeadlineSeconds = new(int64)
		*out.ActiveDeadlineSeconds = *in.ActiveDeadlineSeconds
	}
	if in.Zones != nil {
		out.Zones = make([]string, len(in.Zones))
		copy(out.Zones, in.Zones)
	}
	if in.MemoryLimit != nil {
		limit := in.MemoryLimit.DeepCopy()
		out.MemoryLimit = &limit
	}
	if in.RestartPolicy != nil {
		out.RestartPolicy = new(WidgetRestartPolicy)
		*out.RestartPolicy = *in.RestartPolicy
	}
	in.Template.DeepCopyInto(&out.Template)
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *WidgetSpec) DeepCopy() *WidgetSpec {
	if in == nil {
		return nil
	}
	out := new(WidgetSpec)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *WidgetTemplate) DeepCopyInto(out *WidgetTemplate) {
	*out = *in
	if in.Labels != nil {
		out.Labels = make(map[string]string, len(in.Labels))
		for k, v := range in.Labels {
			out.Labels[k] = v
		}
	}
	if in.Ports != nil {
		out.Ports = make([]WidgetPort, len(in.Ports))
		for i := range in.Ports {
			in.Ports[i].DeepCopyInto(&out.Ports[i])
		}
	}
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *WidgetTemplate) DeepCopy() *WidgetTemplate {
	if in == nil {
		return nil
	}
	out := new(WidgetTemplate)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *WidgetPort) DeepCopyInto(out *WidgetPort) {
	*out = *in
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *WidgetPort) DeepCopy() *WidgetPort {
	if in == nil {
		return nil
	}
	out := new(WidgetPort)
	in.DeepCopyInto(out)
	return out
}

// DeepCopyInto copies the receiver into out. in must be non-nil.
func (in *WidgetStatus) DeepCopyInto(out *WidgetStatus) {
	*out = *in
	if in.Conditions != nil {
		out.Conditions = make([]metav1.Condition, len(in.Conditions))
		for i := range in.Conditions {
			in.Conditions[i].DeepCopyInto(&out.Conditions[i])
		}
	}
}

// DeepCopy returns a deep copy of the receiver, or nil for a nil receiver.
func (in *WidgetStatus) DeepCopy() *WidgetStatus {
	if in == nil {
		return nil
	}
	out := new(WidgetStatus)
	in.DeepCopyInto(out)
	return out
}
