package input

import "github.com/kubedv/kubedv/gen/defaultergen/output_tests/input/types"

func SetDefaults_Server(in *types.Server) {
	if in.Replicas == nil {
		one := int32(1)
		in.Replicas = &one
	}
}
