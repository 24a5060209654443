// Package docs renders the tag reference from the validator registry
// (validators.All): name, scopes, arguments, payload, stability,
// description, an example and what the generated code does. Because it is
// generated from the plugins themselves, the reference cannot drift from
// what validation-gen implements.
package docs

import (
	"encoding/json"
	"io"
	"strings"

	"github.com/kubedv/kubedv/gen/validators"
)

// TagDoc is the documentation of one tag, as --docs-format=json prints it.
type TagDoc struct {
	Name            string   `json:"name"`
	Usage           string   `json:"usage"`
	Scopes          []string `json:"scopes"`
	Stability       string   `json:"stability"`
	Args            []ArgDoc `json:"args,omitempty"`
	Payload         string   `json:"payload"`
	PayloadDoc      string   `json:"payloadDoc,omitempty"`
	PayloadOptional bool     `json:"payloadOptional,omitempty"`
	Doc             string   `json:"doc"`
	Example         string   `json:"example"`
	Behavior        string   `json:"behavior"`
}

// ArgDoc documents one argument; Name is "" for the positional one.
type ArgDoc struct {
	Name     string `json:"name"`
	Required bool   `json:"required"`
	Doc      string `json:"doc"`
}

var scopeKeys = []struct {
	s   validators.Scope
	key string
}{
	{validators.ScopeField, "field"},
	{validators.ScopeType, "type"},
	{validators.ScopeValue, "value"},
	{validators.ScopeKey, "key"},
	{validators.ScopeConst, "const"},
}

var payloadKinds = map[validators.PayloadKind]string{
	validators.NoPayload:     "none",
	validators.IntPayload:    "integer",
	validators.StringPayload: "string",
	validators.TagPayload:    "tag",
	validators.ValuePayload:  "value",
}

// Describe returns the documentation of t.
func Describe(t *validators.Tag) TagDoc {
	d := TagDoc{
		Name:            t.Name,
		Usage:           Usage(t),
		Stability:       t.Stability.String(),
		Payload:         payloadKinds[t.Payload],
		PayloadDoc:      t.PayloadDoc,
		PayloadOptional: t.PayloadOptional && t.Payload != validators.NoPayload,
		Doc:             t.Doc,
		Example:         t.Example,
		Behavior:        t.Behavior,
	}
	for _, s := range scopeKeys {
		if t.Scopes&s.s != 0 {
			d.Scopes = append(d.Scopes, s.key)
		}
	}
	for _, a := range t.Args {
		d.Args = append(d.Args, ArgDoc{Name: a.Name, Required: a.Required, Doc: a.Doc})
	}
	return d
}

// Usage renders how the tag is written: +k8s:name(arg: <doc>)=<payload>.
// Optional parts are in brackets.
func Usage(t *validators.Tag) string {
	var b strings.Builder
	b.WriteString("+k8s:" + t.Name)
	if len(t.Args) > 0 {
		var args []string
		for _, a := range t.Args {
			s := "<" + a.Doc + ">"
			if a.Name != "" {
				s = a.Name + ": " + s
			}
			if !a.Required {
				s = "[" + s + "]"
			}
			args = append(args, s)
		}
		b.WriteString("(" + strings.Join(args, ", ") + ")")
	}
	if t.Payload != validators.NoPayload {
		payload := t.PayloadDoc
		if payload == "" {
			payload = "<" + payloadKinds[t.Payload] + ">"
		}
		if t.PayloadOptional {
			b.WriteString("[=" + payload + "]")
		} else {
			b.WriteString("=" + payload)
		}
	}
	return b.String()
}

// JSON writes the documentation of ts as one JSON object {"tags": [...]}.
func JSON(w io.Writer, ts []*validators.Tag) error {
	out := struct {
		Tags []TagDoc `json:"tags"`
	}{Tags: []TagDoc{}}
	for _, t := range ts {
		out.Tags = append(out.Tags, Describe(t))
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}
