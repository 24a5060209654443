package openapi

import (
	"bytes"
	"os"
	"testing"
)

// TestSameAsTheServers: these definitions are kubedv-apiserver's, which
// the root module's TestCheckedInDefinitionsUpToDate keeps up to date with
// the example API (both packages are named openapi: the same bytes).
func TestSameAsTheServers(t *testing.T) {
	ours, err := os.ReadFile("zz_generated.openapi.go")
	if err != nil {
		t.Fatal(err)
	}
	servers, err := os.ReadFile("../../../../apiserver/openapi/zz_generated.openapi.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ours, servers) {
		t.Error("zz_generated.openapi.go differs from apiserver/openapi's: run go -C kubedv-validate generate ./examples/widget-validate/openapi")
	}
}
