package manifest

import (
	"fmt"
	"math"

	yaml "go.yaml.in/yaml/v3"
)

// converter turns one parsed YAML document into JSON values, recording
// the position of every field and refusing what kubectl's reading or the
// API server's decoder refuses (values JSON cannot hold, too deep
// nesting). A key given twice in a mapping keeps its last value, as
// kubectl's YAML-to-JSON step (sigs.k8s.io/yaml) does without a word: the
// server never sees the first one.
type converter struct {
	file       string
	lineOffset int // the document's first line in the file, minus one
	limits     Limits
	aliasNodes int // values added by expanding aliases
	// merging holds the mappings whose fields a merge key is adding, to
	// refuse one that merges itself (it would expand forever).
	merging map[*yaml.Node]bool
}

func (c *converter) pos(n *yaml.Node) Pos {
	return Pos{Line: n.Line + c.lineOffset, Col: n.Column}
}

func (c *converter) errorf(n *yaml.Node, format string, args ...any) *Error {
	return &Error{File: c.file, Pos: c.pos(n), Msg: fmt.Sprintf(format, args...)}
}

// value converts n. inAlias counts the values an alias expansion adds, so
// that a billion laughs stops early.
func (c *converter) value(n *yaml.Node, depth int, inAlias bool) (any, *Error) {
	if depth > c.limits.MaxDepth {
		return nil, c.errorf(n, "nesting deeper than %d levels, the API server's limit; flatten the document", c.limits.MaxDepth)
	}
	if inAlias {
		c.aliasNodes++
		if c.aliasNodes > c.limits.MaxAliasNodes {
			return nil, c.errorf(n, "aliases expand to more than %d values (an alias bomb?); write the values out or use fewer aliases", c.limits.MaxAliasNodes)
		}
	}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return c.value(n.Content[0], depth, inAlias)
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, c.errorf(n, "alias *%s has no anchor; define &%s before using it", n.Value, n.Value)
		}
		return c.value(n.Alias, depth, true)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, item := range n.Content {
			v, err := c.value(item, depth+1, inAlias)
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case yaml.MappingNode:
		return c.mapping(n, depth, inAlias)
	case yaml.ScalarNode:
		return c.scalar(n)
	}
	return nil, c.errorf(n, "unexpected YAML node kind %d", n.Kind)
}

func (c *converter) mapping(n *yaml.Node, depth int, inAlias bool) (any, *Error) {
	if depth > c.limits.MaxDepth { // merges nest without value's check
		return nil, c.errorf(n, "nesting deeper than %d levels, the API server's limit; flatten the document", c.limits.MaxDepth)
	}
	out := make(map[string]any, len(n.Content)/2)
	var merges []*yaml.Node
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind == yaml.ScalarNode && k.ShortTag() == "!!merge" {
			merges = append(merges, v)
			continue
		}
		if k.Kind == yaml.AliasNode && k.Alias != nil {
			k = k.Alias
		}
		if k.Kind != yaml.ScalarNode {
			return nil, c.errorf(k, "a key must be a string, found a %s; quote the key", kindName(k))
		}
		name := k.Value
		val, err := c.value(v, depth+1, inAlias)
		if err != nil {
			return nil, err
		}
		out[name] = val
	}
	// Merge keys (<<: *base) add the fields the mapping does not set
	// itself, as the YAML decoders kubectl uses do.
	for _, m := range merges {
		if err := c.merge(out, m, depth, inAlias); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (c *converter) merge(out map[string]any, m *yaml.Node, depth int, inAlias bool) *Error {
	src := m
	if src.Kind == yaml.AliasNode && src.Alias != nil {
		src = src.Alias
		inAlias = true
	}
	switch src.Kind {
	case yaml.SequenceNode:
		for _, item := range src.Content {
			if err := c.merge(out, item, depth, inAlias); err != nil {
				return err
			}
		}
		return nil
	case yaml.MappingNode:
		if c.merging[src] {
			return c.errorf(m, "the merge key (<<) adds a mapping that contains it (a cycle); remove the merge")
		}
		if c.merging == nil {
			c.merging = map[*yaml.Node]bool{}
		}
		c.merging[src] = true
		v, err := c.mapping(src, depth+1, inAlias)
		delete(c.merging, src)
		if err != nil {
			return err
		}
		for k, val := range v.(map[string]any) {
			if _, set := out[k]; !set {
				out[k] = val
			}
		}
		return nil
	}
	return c.errorf(m, "a merge key (<<) takes a mapping or a list of mappings, found a %s", kindName(src))
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "list"
	case yaml.MappingNode:
		return "mapping"
	case yaml.AliasNode:
		return "alias"
	}
	return "scalar"
}

// scalar resolves a scalar as YAML 1.2's core schema does (the resolution
// the YAML-to-JSON step of kubectl applies).
func (c *converter) scalar(n *yaml.Node) (any, *Error) {
	switch n.ShortTag() {
	case "!!null":
		return nil, nil
	case "!!bool":
		var b bool
		if err := n.Decode(&b); err != nil {
			return nil, c.errorf(n, "%q is not a boolean; write true or false, or quote it", n.Value)
		}
		return b, nil
	case "!!int":
		var i int64
		if err := n.Decode(&i); err == nil {
			return i, nil
		}
		var f float64
		if err := n.Decode(&f); err != nil {
			return nil, c.errorf(n, "%q is not a number JSON can hold; quote it to make it a string", n.Value)
		}
		return f, nil
	case "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return nil, c.errorf(n, "%q is not a number; quote it to make it a string", n.Value)
		}
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, c.errorf(n, "%s is not a number JSON can hold; quote it to make it a string", n.Value)
		}
		// kubectl sends JSON, where 3.0 is written 3 and decoded by the
		// API server as an integer.
		if f == math.Trunc(f) && math.Abs(f) < 1<<63 {
			return int64(f), nil
		}
		return f, nil
	}
	return n.Value, nil
}
