package gen

import (
	"github.com/kubedv/kubedv/gen/emit"
	"github.com/kubedv/kubedv/gen/load"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/schema"
	"github.com/kubedv/kubedv/gen/validators"
)

// celNodes returns the schema node of every CEL rule of the inputs, as the
// CRD backend writes it: the generated code hands it to the interpreted
// tier, and the rule is checked against it here. nil when there are none.
func celNodes(res *load.Result, plan *validators.Plan, inputs []*model.Package) (map[*validators.CELRule]emit.CELNode, error) {
	nodes, err := schema.CELSchemas(res.Universe, plan, inputs)
	if err != nil || len(nodes) == 0 {
		return nil, err
	}
	out := make(map[*validators.CELRule]emit.CELNode, len(nodes))
	for r, n := range nodes {
		out[r] = emit.CELNode{JSON: n.JSON(), ResourceRoot: n.ResourceRoot}
	}
	return out, nil
}
