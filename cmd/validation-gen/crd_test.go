package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCRDDir(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--crd-dir", dir, "-v", "../../gen/schema/testdata/shop/..."}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, name := range []string{"shop.example.com_gadgets.yaml", "shop.example.com_widgets.yaml"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("../../gen/schema/testdata/golden", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from gen/schema's golden file", name)
		}
		if !strings.Contains(stdout.String(), "wrote "+filepath.Join(dir, name)) {
			t.Errorf("-v did not list %s: %q", name, stdout.String())
		}
	}

	// A real mistake stops the run and writes nothing.
	empty := t.TempDir()
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"--crd-dir", empty, "../../gen/schema/testdata/bad/unmapped"}, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "+k8s:listMapKey=key on field Items: a CRD needs every map-list key to be required") || !strings.Contains(stderr.String(), "no files were written") {
		t.Errorf("stderr = %s", stderr.String())
	}
	if entries, _ := os.ReadDir(empty); len(entries) != 0 {
		t.Errorf("a failed run wrote %v", entries)
	}

	stderr.Reset()
	if code := run([]string{"--crd-dir", empty, "--lint", "."}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "cannot be combined") {
		t.Errorf("--crd-dir --lint: exit %d, stderr %s", code, stderr.String())
	}
}

// --crd-beta=false leaves +k8s:beta rules out; --crd-enabled-options turns
// +k8s:ifEnabled payloads on; both need --crd-dir.
func TestCRDLifecycleFlags(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	args := []string{"--crd-dir", dir, "--crd-beta=false", "--crd-enabled-options", "Fancy", "../../gen/schema/testdata/shop/..."}
	if code := run(args, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	got, err := os.ReadFile(filepath.Join(dir, "shop.example.com_gadgets.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// motto: beta maxLength=10 left out, ifEnabled(Fancy) maxLength=5 in,
	// ifDisabled(Fancy) neq left out.
	motto := string(got[bytes.Index(got, []byte("motto:")):])
	motto = motto[:strings.Index(motto, "type: string")]
	if !strings.Contains(motto, "maxLength: 5") || strings.Contains(motto, "plain") {
		t.Errorf("motto's schema = %q, want maxLength 5 and no neq rule", motto)
	}
	stderr.Reset()
	if code := run([]string{"--crd-beta=false", "."}, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), "need --crd-dir") {
		t.Errorf("--crd-beta without --crd-dir: exit %d, stderr %s", code, stderr.String())
	}
}

// A tag a CRD cannot express is left out with a finding on stderr and the
// CRD is written (exit 0); --crd-strict makes it an error and writes
// nothing. crd-drift findings are shown with -v only.
func TestCRDInexpressible(t *testing.T) {
	const lossy = "../../gen/schema/testdata/lossy/..."
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--crd-dir", dir, lossy}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if got := stderr.String(); !strings.Contains(got, "types.go:19:5: [crd-inexpressible] +k8s:format=k8s-resource-pool-name on field Name is left out of the CRD") ||
		!strings.Contains(got, "1 tag left out of the CRDs") || strings.Contains(got, "[crd-drift]") {
		t.Errorf("stderr = %s", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "lossy.example.com_pools.yaml")); err != nil {
		t.Errorf("the CRD was not written: %v", err)
	}

	stderr.Reset()
	if code := run([]string{"--crd-dir", dir, "-v", lossy}, &stdout, &stderr); code != 0 || !strings.Contains(stderr.String(), "[crd-drift]") {
		t.Errorf("-v: exit %d, stderr %s; want the crd-drift findings", code, stderr.String())
	}

	strict := t.TempDir()
	stderr.Reset()
	if code := run([]string{"--crd-dir", strict, "--crd-strict", lossy}, &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "[crd-inexpressible] +k8s:format=k8s-resource-pool-name on field Name is left out of the CRD") ||
		!strings.Contains(stderr.String(), "(--crd-strict)") || !strings.Contains(stderr.String(), "no files were written") {
		t.Errorf("--crd-strict: exit %d, stderr %s", code, stderr.String())
	}
	if entries, _ := os.ReadDir(strict); len(entries) != 0 {
		t.Errorf("--crd-strict wrote %v", entries)
	}
}

// A CRD holding a type of a package no command line names loads that
// package, as controller-gen does: its markers shape the CRD.
func TestCRDDirLoadsReachedPackages(t *testing.T) {
	dir := t.TempDir()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--crd-dir", dir, "-v", "--readonly-pkg", "k8s.io/apimachinery/pkg/apis/meta/v1", "./testdata/crdreach/api/v1"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "loading github.com/kubedv/kubedv/cmd/validation-gen/testdata/crdreach/shared, whose types a CRD holds") {
		t.Errorf("-v does not say which package it loaded: %q", stdout.String())
	}
	got, err := os.ReadFile(filepath.Join(dir, "reach.example.com_links.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(got), "description: Ref names another object.") || !strings.Contains(string(got), "maxLength: 5") {
		t.Errorf("the CRD lacks shared.Ref's schema:\n%s", got)
	}
}
