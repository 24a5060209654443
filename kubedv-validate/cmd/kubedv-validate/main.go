// Command kubedv-validate validates Kubernetes manifests offline, as the
// API server answers a create, or with --old an update: Kubernetes v1.37.2's
// native kinds, CRDs given with --local-crds and CustomResourceDefinitions
// themselves. See
// docs/kubedv-validate.md.
package main

import (
	"os"

	"github.com/kubedv/kubedv/kubedv-validate/cli"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

func main() {
	// The native kinds, as a kube-apiserver started with the cluster
	// options given (--allow-privileged, --service-cluster-ip-range, ...).
	os.Exit(cli.Command{Name: "kubedv-validate", Cluster: native.ClusterFlags}.Main(os.Args[1:]))
}
