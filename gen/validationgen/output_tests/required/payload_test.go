package required

import (
	"testing"

	"k8s.io/apimachinery/pkg/util/validation/field"

	"github.com/kubedv/kubedv/validatetest"
)

func validPayload() *Payload {
	return &Payload{String: "a", StringPtr: new(""), Slice: []string{"a"}, Map: map[string]string{"a": "b"}}
}

func TestPayloadDetail(t *testing.T) {
	sc := validatetest.ShortCircuit
	c := validatetest.NewCases(t, localSchemeBuilder, validPayload)
	c.Run("valid", func(*Payload) {})
	c.Run("string", func(p *Payload) { p.String = "" }, sc(field.Required(field.NewPath("string"), "custom string msg")))
	c.Run("pointer", func(p *Payload) { p.StringPtr = nil }, sc(field.Required(field.NewPath("stringPtr"), "custom pointer msg")))
	c.Run("slice", func(p *Payload) { p.Slice = []string{} }, sc(field.Required(field.NewPath("slice"), "custom slice msg")))
	c.Run("map", func(p *Payload) { p.Map = nil }, sc(field.Required(field.NewPath("map"), "custom map msg")))
	c.Run("forbidden", func(p *Payload) { p.Legacy = new("x") }, sc(field.Forbidden(field.NewPath("legacy"), "use string instead")))
}

func TestPayloadUnderConditions(t *testing.T) {
	st := localSchemeBuilder.Test(t)
	obj := &PayloadOptions{EnabledField: "abc"}
	st.Value(obj).Opts(map[string]bool{"Enabled": true, "Disabled": false}).ExpectInvalid(
		field.Forbidden(field.NewPath("enabledField"), "custom enabled msg"),
		field.Required(field.NewPath("disabledField"), "custom disabled msg"),
	)
	st.Value(obj).Opts(map[string]bool{"Enabled": false, "Disabled": true}).ExpectValid()
}
