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
	os.Exit(cli.Command{Name: "kubedv-validate", Setup: native.Add}.Main(os.Args[1:]))
}
