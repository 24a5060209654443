package openapigen

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/types"
	"regexp"
)

func (c *celRule) validate() error {
	if c == nil || *c == (celRule{}) {
		return errors.New("empty CEL tag is not allowed")
	}
	var errs []error
	if c.Rule == "" {
		errs = append(errs, errors.New("rule cannot be empty"))
	}
	if c.Message == "" && c.MessageExpression == "" {
		errs = append(errs, errors.New("message or messageExpression must be set"))
	}
	if c.Message != "" && c.MessageExpression != "" {
		errs = append(errs, errors.New("message and messageExpression cannot be set at the same time"))
	}
	return errors.Join(errs...)
}

// validate checks the markers against each other.
func (c commentTags) validate() error {
	var err error
	add := func(format string, args ...any) { err = errors.Join(err, fmt.Errorf(format, args...)) }
	for _, n := range []struct {
		v    *int64
		name string
	}{{c.MinLength, "minLength"}, {c.MaxLength, "maxLength"}, {c.MinItems, "minItems"}, {c.MaxItems, "maxItems"},
		{c.MinProperties, "minProperties"}, {c.MaxProperties, "maxProperties"}} {
		if n.v != nil && *n.v < 0 {
			add("%s cannot be negative", n.name)
		}
	}
	if c.Minimum != nil && c.Maximum != nil && *c.Minimum > *c.Maximum {
		add("minimum %f is greater than maximum %f", *c.Minimum, *c.Maximum)
	}
	if (c.ExclusiveMinimum != nil || c.ExclusiveMaximum != nil) && c.Minimum != nil && c.Maximum != nil && *c.Minimum == *c.Maximum {
		add("exclusiveMinimum/Maximum cannot be set when minimum == maximum")
	}
	if c.MinLength != nil && c.MaxLength != nil && *c.MinLength > *c.MaxLength {
		add("minLength %d is greater than maxLength %d", *c.MinLength, *c.MaxLength)
	}
	if c.MinItems != nil && c.MaxItems != nil && *c.MinItems > *c.MaxItems {
		add("minItems %d is greater than maxItems %d", *c.MinItems, *c.MaxItems)
	}
	if c.MinProperties != nil && c.MaxProperties != nil && *c.MinProperties > *c.MaxProperties {
		add("minProperties %d is greater than maxProperties %d", *c.MinProperties, *c.MaxProperties)
	}
	if c.Pattern != nil {
		if _, e := regexp.Compile(*c.Pattern); e != nil {
			add("invalid pattern %q: %v", *c.Pattern, e)
		}
	}
	if c.MultipleOf != nil && *c.MultipleOf == 0 {
		add("multipleOf cannot be 0")
	}
	for i := range c.CEL {
		if e := c.CEL[i].validate(); e != nil {
			add("invalid CEL tag at index %d: %w", i, e)
		}
	}
	return err
}

// validateType checks that each marker fits the type it is written on.
func (c commentTags) validateType(t types.Type, u *universe) error {
	resolved := resolveAliasAndPtr(t)
	rk := kindOf(resolved)
	if rk == kInterface || rk == kStruct {
		elem := resolvePtr(t)
		if hasDefinitionMethod(elem) || hasTypeAndFormatMethods(elem) || hasV3DefinitionMethod(elem) || hasV3OneOfMethod(elem) {
			return nil
		}
	}
	typ, _ := typeFormat(typeString(resolved))
	isArray, isMap, isStruct := rk == kSlice || rk == kArray, rk == kMap, rk == kStruct
	isString, isNumber := typ == "string", typ == "integer" || typ == "number"
	var err error
	add := func(msg string) { err = errors.Join(err, errors.New(msg)) }
	if c.MaxItems != nil && !isArray {
		add("maxItems can only be used on array types")
	}
	if c.MinItems != nil && !isArray {
		add("minItems can only be used on array types")
	}
	if c.UniqueItems != nil && !isArray {
		add("uniqueItems can only be used on array types")
	}
	if c.MaxProperties != nil && !(isMap || isStruct) {
		add("maxProperties can only be used on map types")
	}
	if c.MinProperties != nil && !(isMap || isStruct) {
		add("minProperties can only be used on map types")
	}
	if c.MinLength != nil && !isString {
		add("minLength can only be used on string types")
	}
	if c.MaxLength != nil && !isString {
		add("maxLength can only be used on string types")
	}
	if c.Pattern != nil && !isString {
		add("pattern can only be used on string types")
	}
	if c.Minimum != nil && !isNumber {
		add("minimum can only be used on numeric types")
	}
	if c.Maximum != nil && !isNumber {
		add("maximum can only be used on numeric types")
	}
	if c.MultipleOf != nil && !isNumber {
		add("multipleOf can only be used on numeric types")
	}
	if c.ExclusiveMinimum != nil && !isNumber {
		add("exclusiveMinimum can only be used on numeric types")
	}
	if c.ExclusiveMaximum != nil && !isNumber {
		add("exclusiveMaximum can only be used on numeric types")
	}
	if c.Additional != nil && !isMap {
		add("additionalProperties can only be used on map types")
	}
	if c.Items != nil && !isArray {
		add("items can only be used on array types")
	}
	if c.Properties != nil {
		switch {
		case !isStruct && !isMap:
			add("properties can only be used on struct types")
		case isStruct && err == nil:
			for key, tags := range c.Properties {
				m := u.memberWithJSONName(resolved, key)
				if m == nil {
					err = errors.Join(err, fmt.Errorf("property used in comment tag %q not found in struct %s", key, typeString(resolved)))
				} else if nested := tags.validateType(m.typ, u); nested != nil {
					err = errors.Join(err, fmt.Errorf("failed to validate property %q: %w", key, nested))
				}
			}
		}
	}
	return err
}

// memberWithJSONName finds a field by JSON name, through embedded structs.
func (u *universe) memberWithJSONName(t types.Type, key string) *member {
	for _, m := range u.members(t) {
		if tags := jsonTags(m.tags); len(tags) > 0 && tags[0] == key {
			return &m
		} else if m.embedded {
			if found := u.memberWithJSONName(m.typ, key); found != nil {
				return found
			}
		}
	}
	return nil
}

// schema turns checked markers into the schema they describe.
func (c *commentTags) schema() (*valueSchema, error) {
	if c == nil {
		return nil, nil
	}
	s := &valueSchema{
		nullable: c.Nullable != nil && *c.Nullable, minimum: c.Minimum, maximum: c.Maximum,
		exclusiveMaximum: c.ExclusiveMaximum != nil && *c.ExclusiveMaximum,
		exclusiveMinimum: c.ExclusiveMinimum != nil && *c.ExclusiveMinimum,
		maxLength:        c.MaxLength, minLength: c.MinLength, maxItems: c.MaxItems, minItems: c.MinItems,
		uniqueItems: c.UniqueItems != nil && *c.UniqueItems, multipleOf: c.MultipleOf, enum: c.Enum,
		maxProperties: c.MaxProperties, minProperties: c.MinProperties,
	}
	if c.Format != nil {
		s.format = *c.Format
	}
	if c.Pattern != nil {
		s.pattern = *c.Pattern
	}
	nested := &valueSchema{}
	var err error
	if c.Items != nil {
		if nested.items, err = c.Items.schema(); err != nil {
			return nil, fmt.Errorf("failed to transform items: %w", err)
		}
	}
	if c.Properties != nil {
		nested.properties = map[string]*valueSchema{}
		for key, value := range c.Properties {
			p, err := value.schema()
			if err != nil {
				return nil, fmt.Errorf("failed to transform property %q: %w", key, err)
			}
			if p == nil {
				p = &valueSchema{}
			}
			nested.properties[key] = p
		}
	}
	if c.Additional != nil {
		if nested.additional, err = c.Additional.schema(); err != nil {
			return nil, fmt.Errorf("failed to transform additionalProperties: %w", err)
		}
	}
	if len(c.CEL) > 0 {
		b, err := json.Marshal(c.CEL)
		if err != nil {
			return nil, fmt.Errorf("failed to marshal CEL tag: %w", err)
		}
		var rules []any
		if err := json.Unmarshal(b, &rules); err != nil {
			return nil, fmt.Errorf("failed to unmarshal CEL tag: %w", err)
		}
		s.extensions = map[string]any{"x-kubernetes-validations": rules}
	}
	if nested.items != nil || len(nested.properties) > 0 || nested.additional != nil {
		s.allOf = append(s.allOf, nested)
	}
	return s, nil
}
