package validationgen

import (
	"errors"
	"fmt"
	"go/types"

	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// unsupportedTypes refuses generic types that would get a validation
// function: the generated functions are not generic, so they could not
// name the type. Generic types without validation are fine anywhere.
func unsupportedTypes(plan *validators.Plan, inputs []*model.Package) error {
	var errs []error
	for _, p := range inputs {
		for _, n := range p.Named {
			named, ok := n.Obj.Type().(*types.Named)
			if !ok || named.TypeParams().Len() == 0 {
				continue
			}
			if tp := plan.Type(n.Obj); tp != nil && tp.Has {
				errs = append(errs, fmt.Errorf("%s: type %s is generic and has validation (its own tags, its fields' tags or its fields' types); "+
					"validation-gen cannot generate functions for generic types: tag the fields that use an instantiation of %s instead, "+
					"or declare a non-generic type", n.Pos, n.Name(), n.Name()))
			}
		}
	}
	return errors.Join(errs...)
}
