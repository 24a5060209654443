// Package openapigen is openapi-gen: Go code of OpenAPI definitions
// (GetOpenAPIDefinitions) from API types and their comment tags, the API
// rule violation report, and OpenAPIModelName methods for packages with
// +k8s:openapi-model-package. It reproduces kube-openapi's openapi-gen
// byte for byte and reads packages with gen/load like the other
// generators.
package openapigen

import (
	"bytes"
	"fmt"
	"go/types"
	"path"
	"path/filepath"
	"strings"

	"golang.org/x/tools/imports"
	"k8s.io/klog/v2"

	"github.com/kubedv/kubedv/gen/klogflags"
	"github.com/kubedv/kubedv/gen/output"
	"github.com/kubedv/kubedv/gen/release"
)

// Output is one file Run produced; the report's Path is "-" when it goes
// to standard output.
type Output = output.File

// Generate reads the packages and returns every file to write (the
// report last, with Path "-" for standard output); nothing is written.
func Generate(opts Options) ([]Output, error) {
	if err := opts.validate(); err != nil {
		return nil, err
	}
	header, err := boilerplate(opts)
	if err != nil {
		return nil, err
	}
	rel, err := opts.release()
	if err != nil {
		return nil, err
	}
	u, err := loadUniverse(opts.Dir, opts.Patterns)
	if err != nil {
		return nil, err
	}
	u.rel = rel
	var outs []Output
	if opts.OutputModelNameFile != "" {
		outs, err = u.modelNameFiles(opts, header)
		if err != nil {
			return nil, err
		}
	}
	var pub *publisher
	if opts.PublishValidation {
		if pub, err = newPublisher(opts, rel); err != nil {
			return nil, err
		}
	}
	apiTypes := u.apiTypes()
	src, err := u.definitionsFile(opts, apiTypes, header, pub)
	if err != nil {
		return nil, err
	}
	if pub != nil && opts.OnFinding != nil {
		for _, f := range pub.allFindings() {
			opts.OnFinding(f)
		}
	}
	outs = append(outs, Output{Path: filepath.Join(opts.Dir, opts.OutputDir, opts.OutputFile), Content: src})
	report := opts.ReportFilename
	if report != "-" {
		report = filepath.Join(opts.Dir, report)
	}
	outs = append(outs, Output{Path: report, Content: reportText(u.violations(apiTypes))})
	if u.fatal != nil {
		return nil, u.fatal
	}
	return outs, nil
}

// release is the Kubernetes release whose openapi-gen the run follows:
// --kubernetes-release's, or the target tree's.
func (o Options) release() (release.Release, error) {
	if o.Release != "" && o.Release != release.Auto {
		return release.Parse(o.Release)
	}
	r, how, err := release.Detect(o.Dir)
	if err != nil {
		return 0, err
	}
	klog.V(1).Infof("generating as Kubernetes %s's openapi-gen (%s)", r, how)
	return r, nil
}

// Run generates every file and writes them all or none (output.Write),
// then prints a report whose path is "-". As Kubernetes' openapi-gen, it
// replaces a file of an output's name whoever wrote it.
func Run(opts Options) ([]string, error) {
	outs, err := Generate(opts)
	if err != nil {
		return nil, err
	}
	var files []output.File
	var written []string
	var stdout [][]byte
	for _, o := range outs {
		if o.Path == "-" {
			stdout = append(stdout, o.Content)
			continue
		}
		files = append(files, o)
		written = append(written, o.Path)
	}
	if err := output.Write(files, output.Options{Generator: "openapi-gen", Logf: klogflags.Logf}); err != nil {
		return nil, err
	}
	for _, b := range stdout {
		if _, err := opts.Stdout.Write(b); err != nil {
			return written, err
		}
	}
	return written, nil
}

// apiTypes are the declared types of the requested packages that
// openapi-gen describes, by full name: all of a package whose doc.go
// says +k8s:openapi-gen=true but those marked false, and types marked
// true themselves. Unexported types are linted but get no map entry.
func (u *universe) apiTypes() []types.Type {
	var out []types.Type
	for _, p := range u.order {
		info := u.requested[p]
		pkgOn := u.hasOpenAPIGenValue(info.docComments, "true")
		scope := info.types.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || strings.HasPrefix(n, "codecSelfer") {
				continue
			}
			lines := u.typeComments(tn.Type())
			if pkgOn && u.hasOpenAPIGenValue(lines, "false") || !pkgOn && !u.hasOpenAPIGenValue(lines, "true") {
				continue
			}
			if kindOf(tn.Type()) == kStruct {
				out = append(out, tn.Type())
			}
		}
	}
	sortByName(out)
	return out
}

func sortByName(ts []types.Type) {
	names := make(map[types.Type]string, len(ts))
	for _, t := range ts {
		names[t] = typeString(t)
	}
	sortSlice(ts, func(a, b types.Type) bool { return names[a] < names[b] })
}

// definitionsFile renders the --output-file of --output-pkg.
func (u *universe) definitionsFile(opts Options, ts []types.Type, header []byte, pub *publisher) ([]byte, error) {
	g := &defWriter{u: u, im: newImportTracker(opts.OutputPkg), enums: u.parseEnums(), b: &strings.Builder{}, pub: pub}
	g.pf("func GetOpenAPIDefinitions(ref %s) map[string]%s {\n", g.im.ref(commonPkg, "ReferenceCallback"), g.im.ref(commonPkg, "OpenAPIDefinition"))
	g.pf("return map[string]%s{\n", g.im.ref(commonPkg, "OpenAPIDefinition"))
	for _, t := range ts {
		g.call(t)
	}
	g.p("}\n}\n\n")
	for _, t := range ts {
		if err := g.definition(t); err != nil {
			return nil, err
		}
	}
	// The definitions write spec.Schema as text; upstream imports spec only
	// when a property names it, so a package of empty structs got a file
	// that does not compile. Where upstream's compiles, spec is already in.
	if g.wroteSchema {
		g.im.add(specPkg)
	}
	return goFile(header, path.Base(opts.OutputPkg), g.im.lines(), g.b.String(), opts.OutputPkg)
}

// goFile assembles and formats a generated file.
func goFile(header []byte, pkgName string, importLines []string, body, where string) ([]byte, error) {
	var src bytes.Buffer
	src.Write(header)
	fmt.Fprintf(&src, "package %s\n\n", pkgName)
	if len(importLines) > 0 {
		src.WriteString("import (\n")
		for _, l := range importLines {
			src.WriteString("\t" + l + "\n")
		}
		src.WriteString(")\n\n")
	}
	src.WriteString(body)
	out, err := imports.Process("", src.Bytes(), &imports.Options{Comments: true, TabIndent: true, TabWidth: 8, FormatOnly: true})
	if err != nil {
		// Never write code that does not parse.
		return nil, fmt.Errorf("%s: openapi-gen produced invalid Go (%v); a tag value probably holds a quote or a newline", where, err)
	}
	return out, nil
}

// boilerplate is what precedes the package clause: the build constraint,
// the --go-header-file text (YEAR replaced) and the "Code generated" line.
func boilerplate(opts Options) ([]byte, error) {
	b, err := output.Header("ignore_autogenerated", opts.HeaderFile)
	if err != nil {
		return nil, err
	}
	name := opts.GeneratorName
	if name == "" {
		name = "openapi-gen"
	}
	return append(b, output.GeneratedLine(name)+"\n\n"...), nil
}
