package validate

import (
	"errors"
	"regexp"
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// token marshals itself as "<id>.<secret>", as a bootstrap token does.
type token struct{ id, secret string }

func (t token) MarshalJSON() ([]byte, error) {
	if t.id == "fail" {
		return nil, errors.New("cannot marshal")
	}
	if t.id == "number" {
		return []byte("12"), nil
	}
	return []byte(`"` + t.id + "." + t.secret + `"`), nil
}

func TestJSONStringKeywords(t *testing.T) {
	root := Root()
	p := root.Child("token")
	re := regexp.MustCompile(`^[a-z0-9]{6}\.[a-z0-9]{16}$`)
	ok := token{"abcdef", "0123456789abcdef"}
	if errs := append(append(JSONStringMinLength(&p, ok, 1), JSONStringMaxLength(&p, ok, 23)...), JSONStringPattern(&p, ok, re)...); len(errs) != 0 {
		t.Errorf("valid token: %v", errs)
	}
	long := token{"abcdefg", "0123456789abcdef"}
	if errs := JSONStringMaxLength(&p, long, 23); len(errs) != 1 || errs[0].Type != field.ErrorTypeTooLong || errs[0].Field != "token" {
		t.Errorf("24 characters, max 23: %v", errs)
	}
	if errs := JSONStringPattern(&p, long, re); len(errs) != 1 || errs[0].Type != field.ErrorTypeInvalid || errs[0].BadValue != "abcdefg.0123456789abcdef" {
		t.Errorf("pattern: %v", errs)
	}
	if errs := JSONStringMinLength(&p, token{"", ""}, 2); len(errs) != 1 || errs[0].Type != field.ErrorTypeTooShort {
		t.Errorf(`".", min 2: %v`, errs)
	}
	for _, v := range []token{{id: "fail"}, {id: "number"}} {
		if errs := JSONStringMinLength(&p, v, 100); len(errs) != 0 {
			t.Errorf("%s: %v, want nothing (not a JSON string)", v.id, errs)
		}
	}
}
