// +k8s:openapi-gen=true
package oneofv2
