package validatetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidationFunc is the function generated RegisterValidations code hands to
// AddValidationFunc for each root type. It is an alias, so generated code
// that spells the func type out in full passes without conversion.
type ValidationFunc = func(ctx context.Context, op operation.Operation, obj, oldObj any) field.ErrorList

// Scheme is a validation-only registry for generated code under test. Unlike
// runtime.Scheme it accepts any type, not just runtime.Object, and it is its
// own scheme builder: a fixture package declares
//
//	var localSchemeBuilder = validatetest.New()
//
// and the generated init() calls localSchemeBuilder.Register(RegisterValidations).
//
// Registration problems (a type registered twice, a registration function
// that fails) are not returned to the caller, because generated init code
// has nowhere to send them; they are kept and returned by every later
// Validate and ValidateUpdate as internal errors, so tests fail loudly.
//
// All registration must finish before validation starts (init time, as
// generated code does it); afterwards the Scheme is read-only and safe for
// concurrent use. The zero value is ready to use.
type Scheme struct {
	funcs              map[reflect.Type]ValidationFunc
	registrationErrors field.ErrorList
}

// New returns an empty Scheme.
func New() *Scheme {
	return &Scheme{funcs: make(map[reflect.Type]ValidationFunc)}
}

// AddValidationFunc registers fn for the dynamic type of srcType, normally a
// typed nil pointer such as (*Widget)(nil). Registering a second function for
// the same type is a registration error; the first one stays in place.
func (s *Scheme) AddValidationFunc(srcType any, fn ValidationFunc) {
	t := reflect.TypeOf(srcType)
	switch {
	case t == nil:
		s.recordRegistrationError(errors.New("AddValidationFunc called with an untyped nil source type"))
		return
	case fn == nil:
		s.recordRegistrationError(fmt.Errorf("AddValidationFunc called with a nil function for %v", t))
		return
	}
	if _, exists := s.funcs[t]; exists {
		s.recordRegistrationError(fmt.Errorf("validation function for %v registered more than once", t))
		return
	}
	if s.funcs == nil {
		s.funcs = make(map[reflect.Type]ValidationFunc)
	}
	s.funcs[t] = fn
}

// Register runs each registration function against s right away, recording
// any error it returns.
func (s *Scheme) Register(funcs ...func(*Scheme) error) {
	for i, register := range funcs {
		if register == nil {
			s.recordRegistrationError(fmt.Errorf("Register called with a nil function at position %d", i))
			continue
		}
		if err := register(s); err != nil {
			s.recordRegistrationError(err)
		}
	}
}

func (s *Scheme) recordRegistrationError(err error) {
	s.registrationErrors = append(s.registrationErrors,
		field.InternalError(nil, fmt.Errorf("registration error: %w", err)))
}

// Validate runs the function registered for obj's type as a create
// operation. options become op.Options and subresources
// op.Request.Subresources.
func (s *Scheme) Validate(ctx context.Context, options map[string]bool, obj any, subresources ...string) field.ErrorList {
	return s.run(ctx, newOperation(operation.Create, options, subresources), obj, nil)
}

// ValidateUpdate runs the function registered for obj's type as an update
// from oldObj.
func (s *Scheme) ValidateUpdate(ctx context.Context, options map[string]bool, obj, oldObj any, subresources ...string) field.ErrorList {
	return s.run(ctx, newOperation(operation.Update, options, subresources), obj, oldObj)
}

func (s *Scheme) run(ctx context.Context, op operation.Operation, obj, oldObj any) field.ErrorList {
	if len(s.registrationErrors) > 0 {
		return s.copyRegistrationErrors()
	}
	fn, ok := s.funcs[reflect.TypeOf(obj)]
	if !ok {
		return unregisteredTypeError(obj)
	}
	return fn(ctx, op, obj, oldObj)
}

// copyRegistrationErrors hands out fresh errors so that a caller that
// decorates or appends to its result cannot change what later calls see.
func (s *Scheme) copyRegistrationErrors() field.ErrorList {
	errs := make(field.ErrorList, len(s.registrationErrors))
	for i, e := range s.registrationErrors {
		c := *e
		errs[i] = &c
	}
	return errs
}

func newOperation(typ operation.Type, options map[string]bool, subresources []string) operation.Operation {
	return operation.Operation{
		Type:    typ,
		Options: options,
		Request: operation.Request{Subresources: subresources},
	}
}

func unregisteredTypeError(obj any) field.ErrorList {
	return field.ErrorList{field.InternalError(nil, fmt.Errorf("no validation function registered for type %T", obj))}
}
