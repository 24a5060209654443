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

// Docs writes the reference of every registered tag in format (json or
// markdown) to w.
func Docs(w io.Writer, format string) error {
	switch format {
	case "", "json":
		return docs.JSON(w, validators.All())
	case "markdown":
		return docs.Markdown(w, validators.All())
	}
	return fmt.Errorf("--docs-format %q: want json or markdown", format)
}
