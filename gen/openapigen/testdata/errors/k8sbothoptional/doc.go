// +k8s:openapi-gen=true
package k8sbothoptional
