package validationgen

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/kubedv/kubedv/gen/docs"
	"github.com/kubedv/kubedv/gen/model"
	"github.com/kubedv/kubedv/gen/validators"
)

// DocsFormats are the values of --docs-format; the first is the default:
// the JSON array Kubernetes' validation-gen --docs prints.
var DocsFormats = []string{"json", "markdown"}

// Docs writes the reference of the registered tags in format (json or
// markdown) to w. The JSON holds the validation tags only, as Kubernetes'
// validation-gen --docs prints them (its registry holds no selection
// tags); the Markdown adds the selection and subresource tags. The formats
// of extensionFiles (--validation-extensions-file, relative to dir) are
// listed with +k8s:format's built-in ones.
func Docs(w io.Writer, format, dir string, extensionFiles []string) error {
	formats, err := validators.LoadExtensions(dir, extensionFiles)
	if err != nil {
		return err
	}
	switch format {
	case "", "json":
		return docs.JSON(w, withFormats(validators.Default.Validators(), formats))
	case "markdown":
		return docs.Markdown(w, withFormats(validators.Default.All(), formats))
	}
	return fmt.Errorf("--docs-format %q: want json or markdown", format)
}

// withFormats returns ts with a copy of +k8s:format that also documents
// the project's formats.
func withFormats(ts []*validators.Tag, formats map[string]model.FormatExtension) []*validators.Tag {
	if len(formats) == 0 {
		return ts
	}
	names := make([]string, 0, len(formats))
	for n := range formats {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]*validators.Tag, len(ts))
	for i, t := range ts {
		out[i] = t
		if t.Name != "format" {
			continue
		}
		c := *t
		c.PayloadDoc = strings.TrimSuffix(c.PayloadDoc, ">") + "|" + strings.Join(names, "|") + ">"
		var b strings.Builder
		b.WriteString(c.Doc + " This project's formats (--validation-extensions-file):")
		for _, n := range names {
			f := formats[n]
			fmt.Fprintf(&b, " %s: %s (pattern %q; error: %q).", n, strings.TrimSuffix(f.Docs, "."), f.Pattern, f.Message)
		}
		c.Doc = b.String()
		out[i] = &c
	}
	return out
}
