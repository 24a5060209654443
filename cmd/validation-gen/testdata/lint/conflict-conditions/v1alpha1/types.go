// Package v1alpha1 has validations whose conditions exclude each other.
package v1alpha1

type T struct {
	// +k8s:optional
	// +k8s:ifEnabled(X)=+k8s:ifDisabled(X)=+k8s:maxLength=3
	A string `json:"a"`

	// +k8s:optional
	// +k8s:ifSubresource("/s")=+k8s:ifNotSubresource("/s")=+k8s:maxLength=3
	B string `json:"b"`

	// +k8s:optional
	// +k8s:ifSubresource("/status")=+k8s:ifSubresource("/scale")=+k8s:maxLength=3
	C string `json:"c"`

	// Different options, and an option with itself, are fine.
	// +k8s:optional
	// +k8s:ifEnabled(X)=+k8s:ifDisabled(Y)=+k8s:maxLength=3
	// +k8s:ifEnabled(X)=+k8s:ifEnabled(X)=+k8s:minLength=1
	D string `json:"d"`
}
