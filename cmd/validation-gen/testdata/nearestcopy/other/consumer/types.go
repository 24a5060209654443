package consumer

import "github.com/kubedv/kubedv/cmd/validation-gen/testdata/nearestcopy/types"

type Consumer struct {
	TypeMeta int

	T types.T2 `json:"t"`
}
