module github.com/kubedv/kubedv/hack/differential

go 1.26.0

require k8s.io/apimachinery v0.37.2
