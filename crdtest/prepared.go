package crdtest

import "k8s.io/apimachinery/pkg/util/validation/field"

// PrepareCreate decodes obj (JSON) as the API server does before it
// validates (unknown fields and nulls dropped, schema defaults applied) and
// returns the create validation of that object alone: OpenAPI schema,
// object metadata, list types and CEL rules, without decoding. Benchmarks
// compare it with generated Go validation of an already decoded object.
func (r *Resource) PrepareCreate(obj []byte) (func() field.ErrorList, error) {
	u, _, err := r.decode(obj)
	if err != nil {
		return nil, err
	}
	ctx := r.context(u)
	return func() field.ErrorList { return r.validate(ctx, u) }, nil
}
