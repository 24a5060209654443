package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/pflag"
	yaml "go.yaml.in/yaml/v3"
)

// loadClusterConfig sets the cluster options of flags from file: a YAML
// mapping whose keys are the options' flag names and whose values are
// what the flag takes on the command line. A flag given on the command
// line keeps its value. Errors name the file, the line and the fix.
func loadClusterConfig(file string, flags *pflag.FlagSet) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	return setClusterConfig(file, data, flags)
}

func setClusterConfig(file string, data []byte, flags *pflag.FlagSet) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil // empty: kube-apiserver's defaults
		}
		return fmt.Errorf("%s: not YAML: %v", file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%s:%d: a second document: give the options in one mapping", file, extra.Line)
	}
	if len(doc.Content) == 0 {
		return nil
	}
	root := doc.Content[0]
	if root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return nil // only comments
	}
	if root.Kind != yaml.MappingNode {
		return fmt.Errorf("%s:%d:%d: must be a mapping of options (e.g. allow-privileged: true), keys: %s", file, root.Line, root.Column, keys(flags))
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		at := fmt.Sprintf("%s:%d:%d", file, k.Line, k.Column)
		name := k.Value
		f := flags.Lookup(name)
		if k.Kind != yaml.ScalarNode || f == nil {
			hint := ""
			if f = flags.Lookup(strings.TrimPrefix(name, "--")); f != nil && k.Kind == yaml.ScalarNode {
				hint = fmt.Sprintf(" (write %q, without the dashes)", f.Name)
			} else if near := nearest(name, flags); near != "" {
				hint = fmt.Sprintf(" (did you mean %q?)", near)
			}
			return fmt.Errorf("%s: unknown key %q%s: the keys are the cluster options' flag names: %s", at, name, hint, keys(flags))
		}
		if line, ok := seen[name]; ok {
			return fmt.Errorf("%s: %s given twice (first at line %d): keep one", at, name, line)
		}
		seen[name] = k.Line
		if v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
			return fmt.Errorf("%s:%d:%d: %s: give one value, as on the command line (e.g. %s)", file, v.Line, v.Column, name, example(f))
		}
		if f.Changed {
			continue // given on the command line: it wins
		}
		if err := f.Value.Set(v.Value); err != nil {
			if f.Value.Type() == "bool" {
				err = errors.New("must be true or false")
			}
			return fmt.Errorf("%s:%d:%d: %s: invalid value %q: %v", file, v.Line, v.Column, name, v.Value, err)
		}
		f.Changed = true
	}
	return nil
}

func keys(flags *pflag.FlagSet) string {
	var names []string
	flags.VisitAll(func(f *pflag.Flag) { names = append(names, f.Name) })
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func example(f *pflag.Flag) string {
	if f.Value.Type() == "bool" {
		return f.Name + ": true"
	}
	return f.Name + ": " + f.DefValue
}

// nearest is the option name within two edits of name, if any.
func nearest(name string, flags *pflag.FlagSet) string {
	best, bestD := "", 3
	flags.VisitAll(func(f *pflag.Flag) {
		if d := editDistance(strings.ToLower(name), f.Name); d < bestD {
			best, bestD = f.Name, d
		}
	})
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
