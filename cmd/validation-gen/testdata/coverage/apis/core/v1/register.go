package v1

import "k8s.io/apimachinery/pkg/runtime"

const GroupName = ""

var localSchemeBuilder = &runtime.SchemeBuilder{}
