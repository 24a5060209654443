package native

import (
	"context"
	"reflect"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// declarativeValidation is a strategy's declarative validation, as
// kube-apiserver's rest.ValidateCreate and rest.ValidateUpdate run it for
// strategies that opt in (their DeclarativeValidationConfig and
// ValidateDeclaratively methods): the declarative errors merged with the
// hand-written ones, hand-written errors they cover dropped, as the feature
// gates' defaults say. The methods are reached through reflection because
// this repository does not import k8s.io/apiserver/pkg/registry/rest,
// where their config type lives; the strategy's own code does the work.
// They are looked up once per kind (newDeclarativeValidation).
type declarativeValidation struct {
	config, validate reflect.Value // invalid when the strategy has none
}

// newDeclarativeValidation finds strategy's declarative validation
// methods, when it has them with kube-apiserver's signatures (so that the
// calls cannot panic).
func newDeclarativeValidation(strategy any) declarativeValidation {
	s := reflect.ValueOf(strategy)
	config := s.MethodByName("DeclarativeValidationConfig")
	validate := s.MethodByName("ValidateDeclaratively")
	if !config.IsValid() || !validate.IsValid() || !dvSignatures(config.Type(), validate.Type()) {
		return declarativeValidation{}
	}
	return declarativeValidation{config: config, validate: validate}
}

// run returns errs with the declarative errors of obj (an update of old
// when old is not nil) merged in; errs alone for a strategy without them.
func (d declarativeValidation) run(ctx context.Context, obj, old runtime.Object, errs field.ErrorList) field.ErrorList {
	if !d.validate.IsValid() {
		return errs
	}
	op := operation.Create
	oldValue := reflect.Zero(objectType)
	if old != nil {
		op, oldValue = operation.Update, reflect.ValueOf(old)
	}
	cfg := d.config.Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(obj), oldValue})
	out := d.validate.Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(obj), oldValue, reflect.ValueOf(errs), reflect.ValueOf(op), cfg[0]})
	return out[0].Interface().(field.ErrorList)
}

var (
	contextType   = reflect.TypeFor[context.Context]()
	objectType    = reflect.TypeFor[runtime.Object]()
	errorListType = reflect.TypeFor[field.ErrorList]()
	operationType = reflect.TypeFor[operation.Type]()
)

// dvSignatures checks the methods are kube-apiserver's
// DeclarativeValidationStrategy, so that the calls cannot panic.
func dvSignatures(config, validate reflect.Type) bool {
	if config.NumIn() != 3 || config.NumOut() != 1 || validate.NumIn() != 6 || validate.NumOut() != 1 {
		return false
	}
	want := []reflect.Type{contextType, objectType, objectType, errorListType, operationType, config.Out(0)}
	for i, t := range want {
		if validate.In(i) != t || (i < 3 && config.In(i) != t) {
			return false
		}
	}
	return validate.Out(0) == errorListType
}
