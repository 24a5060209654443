package validators

import (
	"strings"
	"testing"

	"github.com/kubedv/kubedv/validate"
)

// TestKubebuilderFormatsHaveChecks: every format the API server checks on
// strings (kbCheckedFormats, which lint also reads) has a Go check, and
// every Go check is of such a format, so lint never calls a checked
// format unchecked.
func TestKubebuilderFormatsHaveChecks(t *testing.T) {
	for norm := range kbCheckedFormats {
		_, ok := validate.OpenAPIFormats[norm]
		if !ok && norm != "password" && !strings.HasPrefix(norm, "k8s") {
			t.Errorf("format %q is checked by the API server and has no Go check", norm)
		}
	}
	for norm := range validate.OpenAPIFormats {
		if !kbCheckedFormats[norm] {
			t.Errorf("format %q has a Go check, and lint says the API server does not check it", norm)
		}
	}
}
