package kubebuilderpointers

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true
type Workload struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WorkloadSpec `json:"spec,omitempty"`
}

type WorkloadSpec struct {
	// +optional
	Env *[]EnvVar `json:"env,omitempty"`
	// +optional
	Ports *[]*Port `json:"ports,omitempty"`
	// +optional
	Volumes *VolumeList `json:"volumes,omitempty"`
}

type EnvVar struct {
	Name string `json:"name"`
	// +kubebuilder:default=Literal
	// +optional
	Source string `json:"source,omitempty"`
	// +optional
	Value *string `json:"value,omitempty"`
}

type Port struct {
	// +kubebuilder:default=80
	// +optional
	Number *int32 `json:"number,omitempty"`
	// +kubebuilder:default=TCP
	// +optional
	Protocol string `json:"protocol,omitempty"`
}

type VolumeList []Volume

type Volume struct {
	Name string `json:"name"`
	// +kubebuilder:default={medium: Memory}
	// +optional
	EmptyDir *EmptyDir `json:"emptyDir,omitempty"`
}

type EmptyDir struct {
	// +optional
	Medium string `json:"medium,omitempty"`
}
