package gen

import (
	"fmt"
	"io"

	"github.com/kubedv/kubedv/gen/docs"
	"github.com/kubedv/kubedv/gen/validators"
)

// DocsFormats are the values of --docs-format; the first is the default.
var DocsFormats = []string{"markdown", "json"}

// Docs writes the reference of every registered tag in format (markdown
// or json) to w.
func Docs(w io.Writer, format string) error {
	switch format {
	case "", "markdown":
		return docs.Markdown(w, validators.All())
	case "json":
		return docs.JSON(w, validators.All())
	}
	return fmt.Errorf("--docs-format %q: want markdown or json", format)
}
