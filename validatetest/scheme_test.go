package validatetest_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/api/operation"
	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
	"github.com/kubedv/kubedv/validatetest/internal/fixture"
)

func newFixtureScheme() *validatetest.Scheme {
	s := validatetest.New()
	s.Register(fixture.RegisterValidations)
	return s
}

func TestSchemeValidatePassesCreateOperation(t *testing.T) {
	s := newFixtureScheme()
	options := map[string]bool{"FeatureX": true}
	rec := &fixture.OpRecorder{}

	if errs := s.Validate(context.Background(), options, rec, "status", "scale"); len(errs) != 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	if rec.Calls != 1 {
		t.Fatalf("validator ran %d times, want 1", rec.Calls)
	}
	if rec.Seen.Type != operation.Create {
		t.Errorf("op.Type = %v, want Create", rec.Seen.Type)
	}
	if !reflect.DeepEqual(rec.Seen.Options, options) {
		t.Errorf("op.Options = %v, want %v", rec.Seen.Options, options)
	}
	if got := rec.Seen.Request.Subresources; !reflect.DeepEqual(got, []string{"status", "scale"}) {
		t.Errorf("op.Request.Subresources = %q", got)
	}
	if rec.SeenOld != nil {
		t.Errorf("create passed old object %v, want nil", rec.SeenOld)
	}
}

func TestSchemeValidateUpdatePassesUpdateOperation(t *testing.T) {
	s := newFixtureScheme()
	rec, old := &fixture.OpRecorder{}, &fixture.OpRecorder{}

	if errs := s.ValidateUpdate(context.Background(), nil, rec, old); len(errs) != 0 {
		t.Fatalf("unexpected errors: %v", errs)
	}
	if rec.Seen.Type != operation.Update {
		t.Errorf("op.Type = %v, want Update", rec.Seen.Type)
	}
	if rec.SeenOld != old {
		t.Errorf("old object = %v, want the one passed in", rec.SeenOld)
	}
	if rec.Seen.Request.Subresources != nil || rec.Seen.Options != nil {
		t.Errorf("op = %+v, want no options and no subresources", rec.Seen)
	}
}

func TestSchemeUnknownTypeIsInternalError(t *testing.T) {
	s := newFixtureScheme()
	for _, obj := range []any{&struct{ X int }{}, fixture.Widget{Replicas: 1}, nil} {
		expectInternalError(t, s.Validate(context.Background(), nil, obj), "no validation function registered for type")
		expectInternalError(t, s.ValidateUpdate(context.Background(), nil, obj, obj), "no validation function registered for type")
	}
}

func TestSchemeRegistrationErrors(t *testing.T) {
	tests := []struct {
		name     string
		register func(*validatetest.Scheme)
		want     []string
	}{{
		name: "registered twice",
		register: func(s *validatetest.Scheme) {
			s.Register(fixture.RegisterValidations, fixture.RegisterValidations)
		},
		want: []string{
			"registration error: validation function for *fixture.Widget registered more than once",
			"registration error: validation function for *fixture.Forced registered more than once",
			"registration error: validation function for *fixture.Leaky registered more than once",
			"registration error: validation function for *fixture.OpRecorder registered more than once",
		},
	}, {
		name: "registration function fails",
		register: func(s *validatetest.Scheme) {
			s.Register(fixture.RegisterValidations, func(*validatetest.Scheme) error { return errors.New("boom") })
		},
		want: []string{"registration error: boom"},
	}, {
		name:     "nil registration function",
		register: func(s *validatetest.Scheme) { s.Register(fixture.RegisterValidations, nil) },
		want:     []string{"registration error: Register called with a nil function at position 1"},
	}, {
		name: "nil validation function",
		register: func(s *validatetest.Scheme) {
			s.Register(fixture.RegisterValidations)
			s.AddValidationFunc((*int)(nil), nil)
		},
		want: []string{"registration error: AddValidationFunc called with a nil function for *int"},
	}, {
		name: "untyped nil source type",
		register: func(s *validatetest.Scheme) {
			s.Register(fixture.RegisterValidations)
			s.AddValidationFunc(nil, func(context.Context, operation.Operation, any, any) field.ErrorList { return nil })
		},
		want: []string{"registration error: AddValidationFunc called with an untyped nil source type"},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := validatetest.New()
			tc.register(s)
			valid := &fixture.Widget{Replicas: 1}
			// Every later call reports the same errors, whatever the type.
			for _, errs := range []field.ErrorList{
				s.Validate(context.Background(), nil, valid),
				s.ValidateUpdate(context.Background(), nil, valid, valid),
				s.Validate(context.Background(), nil, &struct{}{}),
			} {
				if got := details(errs, field.ErrorTypeInternal); !reflect.DeepEqual(got, tc.want) {
					t.Errorf("internal error details = %q, want %q", got, tc.want)
				}
			}
		})
	}
}

func TestSchemeRegistrationErrorsAreCopiedPerCall(t *testing.T) {
	s := validatetest.New()
	s.Register(func(*validatetest.Scheme) error { return errors.New("boom") })
	first := s.Validate(context.Background(), nil, &fixture.Widget{})
	first[0].Detail = "changed by caller"
	_ = append(first, field.Required(nil, "appended by caller"))

	second := s.Validate(context.Background(), nil, &fixture.Widget{})
	if got := details(second, field.ErrorTypeInternal); !reflect.DeepEqual(got, []string{"registration error: boom"}) {
		t.Errorf("second call = %q, want the original registration error", got)
	}
}

func TestZeroValueSchemeIsUsable(t *testing.T) {
	var s validatetest.Scheme
	s.Register(fixture.RegisterValidations)
	if errs := s.Validate(context.Background(), nil, &fixture.Widget{Replicas: 1}); len(errs) != 0 {
		t.Errorf("unexpected errors: %v", errs)
	}
	if errs := s.Validate(context.Background(), nil, &fixture.Widget{}); len(errs) != 1 {
		t.Errorf("want 1 error, got %v", errs)
	}
}

func TestTesterPassesOperationToValidator(t *testing.T) {
	st := newFixtureScheme().Test(t)

	rec := &fixture.OpRecorder{}
	st.Value(rec).ExpectValid()
	if rec.Seen.Type != operation.Create || rec.SeenOld != nil {
		t.Errorf("without OldValue: op.Type = %v, old = %v; want Create and nil", rec.Seen.Type, rec.SeenOld)
	}

	old := &fixture.OpRecorder{}
	options := map[string]bool{"A": true, "B": false}
	rec = &fixture.OpRecorder{}
	// Validation runs afresh for each expectation.
	st.Value(rec).OldValue(old).Opts(options).Subresources([]string{"status"}).ExpectValid().ExpectValid()
	if rec.Calls != 2 {
		t.Errorf("two expectations ran the validator %d times", rec.Calls)
	}
	if rec.Seen.Type != operation.Update || rec.SeenOld != old {
		t.Errorf("with OldValue: op.Type = %v, old = %v; want Update and the old value", rec.Seen.Type, rec.SeenOld)
	}
	if !reflect.DeepEqual(rec.Seen.Options, options) {
		t.Errorf("op.Options = %v, want %v", rec.Seen.Options, options)
	}
	if got := rec.Seen.Request.SubresourcePath(); got != "/status" {
		t.Errorf("subresource path = %q, want /status", got)
	}
}

func TestSubresourcesCopiesItsArgument(t *testing.T) {
	st := newFixtureScheme().Test(t)
	subresources := []string{"scale"}
	rec := &fixture.OpRecorder{}
	vt := st.Value(rec).Subresources(subresources)
	subresources[0] = "status"
	vt.ExpectValid()
	if got := rec.Seen.Request.SubresourcePath(); got != "/scale" {
		t.Errorf("subresource path = %q, want /scale as it was when set", got)
	}
}

// expectInternalError fails t unless errs is one internal error about the
// root whose detail contains fragment.
func expectInternalError(t *testing.T, errs field.ErrorList, fragment string) {
	t.Helper()
	if len(errs) != 1 || errs[0].Type != field.ErrorTypeInternal || errs[0].Field != "<nil>" ||
		!strings.Contains(errs[0].Detail, fragment) {
		t.Errorf("want one root internal error containing %q, got %v", fragment, errs)
	}
}

// details returns the details of the errors of type typ.
func details(errs field.ErrorList, typ field.ErrorType) []string {
	var out []string
	for _, e := range errs {
		if e.Type == typ {
			out = append(out, e.Detail)
		}
	}
	return out
}
