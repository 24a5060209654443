package v1

import "k8s.io/apimachinery/pkg/runtime"

const GroupName = "widgets.example.com"

var localSchemeBuilder = &runtime.SchemeBuilder{}
