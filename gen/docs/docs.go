// Package docs renders the tag reference from the validator registry
// (validators.All): name, scopes, arguments, payload, stability,
// description, an example and what the generated code does. Because it is
// generated from the plugins themselves, the reference cannot drift from
// what validation-gen implements.
package docs

import (
	"bytes"
	"encoding/json"
	"io"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/release"
	"github.com/kubedv/kubedv/gen/validators"
)

// TagDoc is the documentation of one tag in the shape Kubernetes'
// validation-gen --docs prints, so that tools reading its output read ours.
type TagDoc struct {
	Tag                string
	StabilityLevel     string
	Args               []ArgDoc `json:",omitempty"`
	Usage              string
	Description        string
	Docs               string
	Warning            string `json:",omitempty"`
	Scopes             []string
	Payloads           []PayloadDoc `json:",omitempty"`
	PayloadsType       string       `json:",omitempty"`
	PayloadsRequired   bool         `json:",omitempty"`
	AcceptsUnknownArgs bool         `json:",omitempty"`
}

// ArgDoc documents one argument; Name is "" for the positional one.
type ArgDoc struct {
	Name        string
	Description string
	Type        string
	Required    bool
	Default     string
	Docs        string
}

// PayloadDoc documents the payload (what follows '=').
type PayloadDoc struct {
	Description string
	Docs        string
}

// scopeNames are Kubernetes' names of the places a tag may be written.
var scopeNames = []struct {
	s     validators.Scope
	names []string
}{
	{validators.ScopeField, []string{"struct fields"}},
	{validators.ScopeType, []string{"type definitions"}},
	{validators.ScopeValue, []string{"list values", "map values"}},
	{validators.ScopeKey, []string{"map keys"}},
	{validators.ScopeConst, []string{"constant values"}},
}

var payloadKinds = map[validators.PayloadKind]string{
	validators.NoPayload:     "none",
	validators.IntPayload:    "integer",
	validators.StringPayload: "string",
	validators.TagPayload:    "tag",
	validators.ValuePayload:  "value",
}

// payloadTypes are Kubernetes' names of the payload kinds.
var payloadTypes = map[validators.PayloadKind]string{
	validators.IntPayload:    "int",
	validators.StringPayload: "string",
	validators.TagPayload:    "tag",
	validators.ValuePayload:  "raw",
}

// Describe returns the documentation of t. Our description of what the
// generated code does and the example go into Docs, Kubernetes' field for
// longer documentation.
func Describe(t *validators.Tag) TagDoc {
	d := TagDoc{
		Tag:                strings.TrimPrefix(t.Written(), "+"),
		StabilityLevel:     t.StabilityIn(release.Newest).String(),
		Usage:              strings.TrimPrefix(Usage(t), "+"),
		Description:        t.Doc,
		Docs:               t.Behavior + "\n\nExample:\n" + t.Example,
		Scopes:             []string{},
		AcceptsUnknownArgs: t.FreeArgs,
	}
	for _, s := range scopeNames {
		if t.Scopes&s.s != 0 {
			d.Scopes = append(d.Scopes, s.names...)
		}
	}
	sort.Strings(d.Scopes)
	for _, a := range t.Args {
		d.Args = append(d.Args, ArgDoc{Name: a.Name, Description: "<" + a.Doc + ">", Type: "string", Required: a.Required})
	}
	if t.Payload != validators.NoPayload {
		desc := t.PayloadDoc
		if desc == "" {
			desc = "<" + payloadKinds[t.Payload] + ">"
		}
		d.Payloads = []PayloadDoc{{Description: desc}}
		d.PayloadsType = payloadTypes[t.Payload]
		d.PayloadsRequired = !t.PayloadOptional
	}
	return d
}

// Usage renders how the tag is written: +k8s:name(arg: <doc>)=<payload>.
// Optional parts are in brackets.
func Usage(t *validators.Tag) string {
	if t.Usage != "" {
		return t.Usage
	}
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

// JSON writes the documentation of ts as Kubernetes' validation-gen --docs
// does: a JSON array sorted by tag, indented by four spaces, and a blank
// line.
func JSON(w io.Writer, ts []*validators.Tag) error {
	out := make([]TagDoc, 0, len(ts))
	for _, t := range ts {
		if t.Marker && t.Name != "kubebuilder:validation:XValidation" {
			continue // controller-gen's markers are documented in Markdown (kubebuilder.md)
		}
		out = append(out, Describe(t))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Tag < out[j].Tag })
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "    ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return err
	}
	b.WriteByte('\n')
	_, err := w.Write(b.Bytes())
	return err
}
