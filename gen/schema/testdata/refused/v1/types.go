// +groupName=refused.example.com

// Package v1 holds the uses of +k8s:item and +k8s:ifMode that have no
// faithful CRD form.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Knot struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:subfield(name)=+k8s:format=k8s-short-name
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec KnotSpec `json:"spec"`
}

type KnotSpec struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:immutable
	// +k8s:item(name: "b")=+k8s:update=NoSet
	// +k8s:item(name: "c")=+k8s:subfield(tags)=+k8s:eachVal=+k8s:maxLength=2
	// +k8s:item(name: "d")=+k8s:subfield(label)=+k8s:format=k8s-short-name
	Items []Item `json:"items,omitempty"`
	// +k8s:optional
	Mode string `json:"mode,omitempty"`
	// +k8s:optional
	Moded *Moded `json:"moded,omitempty"`
}

type Item struct {
	// +k8s:required
	Name string `json:"name"`
	// +k8s:optional
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	Label string `json:"label,omitempty"`
}

type Moded struct {
	// +k8s:modeDiscriminator
	// +k8s:optional
	Mode string `json:"mode,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("x")=+k8s:eachVal=+k8s:maxLength=2
	List []string `json:"list,omitempty"`
}
