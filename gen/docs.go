package gen

import (
	"fmt"
	"io"

	"github.com/kubedv/kubedv/gen/docs"
	"github.com/kubedv/kubedv/gen/validators"
)

// DocsFormats are the values of --docs-format; the first is the default:
// the JSON array Kubernetes' validation-gen --docs prints.
var DocsFormats = []string{"json", "markdown"}

// Docs writes the reference of the registered tags in format (json or
// markdown) to w. The JSON holds the validation tags only, as Kubernetes'
// validation-gen --docs prints them (its registry holds no selection
// tags); the Markdown adds the selection and subresource tags.
func Docs(w io.Writer, format string) error {
	switch format {
	case "", "json":
		return docs.JSON(w, validators.Default.Validators())
	case "markdown":
		return docs.Markdown(w, validators.Default.All())
	}
	return fmt.Errorf("--docs-format %q: want json or markdown", format)
}
