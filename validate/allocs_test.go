package validate

import (
	"regexp"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// validInputs holds values each check accepts. They live in variables so the
// compiler cannot fold the checks away.
var validInputs = struct {
	replicas  testReplicas
	port      testPort
	name      testName
	unicode   string
	protocol  testProtocol
	protocols []testProtocol
	pattern   *regexp.Regexp
	count     int
	timeout   time.Duration
	formats   map[string]string // function name -> a valid value
}{
	replicas:  3,
	port:      8080,
	name:      "my-name",
	unicode:   "h\u00e9llo w\u00f6rld \u20ac\u20ac\u20ac",
	protocol:  "UDP",
	protocols: []testProtocol{"SCTP", "TCP", "UDP"},
	pattern:   regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`),
	count:     4,
	timeout:   30 * time.Second,
	formats: map[string]string{
		"ShortName":                  "my-name",
		"LongName":                   "my-name.example.com",
		"LongNameCaseless":           "My-Name.Example.com",
		"LabelKey":                   "app.kubernetes.io/name",
		"PrefixedLabelKey":           "example.com/key",
		"LabelValue":                 "v1.2_x",
		"IP":                         "2001:db8::ffff",
		"UUID":                       "123e4567-e89b-12d3-a456-426614174000",
		"PathSegmentName":            "my name",
		"ExtendedResourceName":       "example.com/gpu",
		"ResourceFullyQualifiedName": "dra.example.com/device_class",
		"ResourcePoolName":           "node-1/pool.a",
		"ConditionReason":            "ReasonA:ReasonB",
		"DateTime":                   "2006-01-02T15:04:05.999+05:30",
		"DurationString":             "1h2m3.5s",
		"URI":                        "https://user:p%40ss@[fe80::1%25eth0]:8443/a%20b?q=1#frag",
	},
}

// validChecks calls every non-format check on valid input.
func validChecks() map[string]func(p *Path) field.ErrorList {
	in := &validInputs
	return map[string]func(p *Path) field.ErrorList{
		"Minimum":          func(p *Path) field.ErrorList { return Minimum(p, in.replicas, 1) },
		"Maximum":          func(p *Path) field.ErrorList { return Maximum(p, in.port, 65535) },
		"ExclusiveMinimum": func(p *Path) field.ErrorList { return ExclusiveMinimum(p, in.replicas, 0) },
		"ExclusiveMaximum": func(p *Path) field.ErrorList { return ExclusiveMaximum(p, in.port, 65535) },
		"MultipleOf":       func(p *Path) field.ErrorList { return MultipleOf(p, in.port, 1) },
		"DurationMinimum":  func(p *Path) field.ErrorList { return DurationMinimum(p, in.timeout, time.Second) },
		"DurationMaximum":  func(p *Path) field.ErrorList { return DurationMaximum(p, in.timeout, time.Minute) },
		"MinLength":        func(p *Path) field.ErrorList { return MinLength(p, in.name, 1) },
		"MinLength runes":  func(p *Path) field.ErrorList { return MinLength(p, in.unicode, 15) },
		"MaxLength":        func(p *Path) field.ErrorList { return MaxLength(p, in.name, 63) },
		"MaxLength runes":  func(p *Path) field.ErrorList { return MaxLength(p, in.unicode, 15) },
		"MaxBytes":         func(p *Path) field.ErrorList { return MaxBytes(p, in.name, 63) },
		"Pattern":          func(p *Path) field.ErrorList { return Pattern(p, in.name, in.pattern) },
		"Matches":          func(p *Path) field.ErrorList { return Matches(p, in.name, in.pattern, "m", "format=x") },
		"MinItems":         func(p *Path) field.ErrorList { return MinItems(p, in.count, 1) },
		"MaxItems":         func(p *Path) field.ErrorList { return MaxItems(p, in.count, 10) },
		"MinProperties":    func(p *Path) field.ErrorList { return MinProperties(p, in.count, 1) },
		"MaxProperties":    func(p *Path) field.ErrorList { return MaxProperties(p, in.count, 10) },
		"Enum":             func(p *Path) field.ErrorList { return Enum(p, in.protocol, in.protocols) },
		"NEQ string":       func(p *Path) field.ErrorList { return NEQ(p, in.name, "default") },
		"NEQ int":          func(p *Path) field.ErrorList { return NEQ(p, in.replicas, 0) },
		"EQ string":        func(p *Path) field.ErrorList { return EQ(p, in.name, in.name) },
		"FixedResult":      func(p *Path) field.ErrorList { return FixedResult(p, in.replicas, true, "x") },
	}
}

// TestValidInputAllocatesNothing guards the zero-allocation promise of every
// check, including all formats, on valid input. The checks are called
// through func values here, so the path is built outside the measurement;
// TestDirectCallsKeepPathsOnStack covers the paths themselves.
func TestValidInputAllocatesNothing(t *testing.T) {
	checks := validChecks()
	for name, fn := range formatFunctions {
		v := validInputs.formats[name]
		checks["format "+name] = func(p *Path) field.ErrorList { return fn(p, v) }
	}
	if len(checks) != len(validChecks())+len(FormatNames) || len(validInputs.formats) != len(FormatNames) {
		t.Fatal("every format needs exactly one valid input")
	}
	root := Root()
	spec := root.Child("spec")
	item := spec.Index(2)
	p := item.Child("name")
	for name, check := range checks {
		if errs := check(&p); errs != nil {
			t.Errorf("%s: input is not valid: %s", name, describe(errs))
			continue
		}
		if allocs := testing.AllocsPerRun(100, func() { _ = check(&p) }); allocs != 0 {
			t.Errorf("%s: %v allocations on valid input, want 0", name, allocs)
		}
	}
}

// generatedStyleObject and validateGeneratedStyle imitate generated code:
// direct calls with child paths on the stack. If any check let its *Path
// escape, the paths below would move to the heap and allocate.
type generatedStyleObject struct {
	Replicas testReplicas
	Name     testName
	Title    string
	Protocol testProtocol
	Items    []string
	Labels   map[string]string
	Address  string
	UID      string
}

func validateGeneratedStyle(p *Path, obj *generatedStyleObject) (errs field.ErrorList) {
	in := &validInputs
	fp := p.Child("replicas")
	errs = append(errs, Minimum(&fp, obj.Replicas, 1)...)
	errs = append(errs, Maximum(&fp, obj.Replicas, 10)...)
	errs = append(errs, ExclusiveMinimum(&fp, obj.Replicas, 0)...)
	errs = append(errs, ExclusiveMaximum(&fp, obj.Replicas, 11)...)
	errs = append(errs, NEQ(&fp, obj.Replicas, 7)...)
	fp = p.Child("name")
	if obj.Name == "" {
		errs = append(errs, Required(&fp)...)
	}
	errs = append(errs, MinLength(&fp, obj.Name, 1)...)
	errs = append(errs, MaxLength(&fp, obj.Name, 63)...)
	errs = append(errs, MaxBytes(&fp, obj.Name, 253)...)
	errs = append(errs, Pattern(&fp, obj.Name, in.pattern)...)
	errs = append(errs, ShortName(&fp, obj.Name)...)
	errs = append(errs, LongName(&fp, obj.Name)...)
	errs = append(errs, LongNameCaseless(&fp, obj.Name)...)
	errs = append(errs, LabelValue(&fp, obj.Name)...)
	errs = append(errs, PathSegmentName(&fp, obj.Name)...)
	errs = append(errs, FixedResult(&fp, obj.Name, true, "x")...)
	fp = p.Child("title")
	errs = append(errs, MinLength(&fp, obj.Title, 15)...)
	errs = append(errs, MaxLength(&fp, obj.Title, 15)...)
	fp = p.Child("protocol")
	errs = append(errs, Enum(&fp, obj.Protocol, in.protocols)...)
	fp = p.Child("items")
	errs = append(errs, MinItems(&fp, len(obj.Items), 1)...)
	errs = append(errs, MaxItems(&fp, len(obj.Items), 10)...)
	for i := range obj.Items {
		ip := fp.Index(i)
		errs = append(errs, ResourcePoolName(&ip, obj.Items[i])...)
	}
	fp = p.Child("labels")
	errs = append(errs, MinProperties(&fp, len(obj.Labels), 1)...)
	errs = append(errs, MaxProperties(&fp, len(obj.Labels), 10)...)
	for k, v := range obj.Labels {
		kp := fp.Key(k)
		errs = append(errs, LabelKey(&kp, k)...)
		errs = append(errs, PrefixedLabelKey(&kp, k)...)
		errs = append(errs, ExtendedResourceName(&kp, k)...)
		errs = append(errs, ResourceFullyQualifiedName(&kp, k)...)
		errs = append(errs, LabelValue(&kp, v)...)
	}
	fp = p.Child("address")
	errs = append(errs, IP(&fp, obj.Address)...)
	fp = p.Child("uid")
	errs = append(errs, UUID(&fp, obj.UID)...)
	return errs
}

func newGeneratedStyleObject() *generatedStyleObject {
	return &generatedStyleObject{
		Replicas: 3, Name: "web", Title: validInputs.unicode, Protocol: "TCP",
		Items:   []string{"node-1/pool.a", "node-2"},
		Labels:  map[string]string{"example.com/gpu": "yes", "dra.example.com/x": ""},
		Address: "10.0.0.1", UID: "123e4567-e89b-12d3-a456-426614174000",
	}
}

func TestDirectCallsKeepPathsOnStack(t *testing.T) {
	obj := newGeneratedStyleObject()
	validate := func() field.ErrorList {
		root := Root()
		spec := root.Child("spec")
		return validateGeneratedStyle(&spec, obj)
	}
	if errs := validate(); errs != nil {
		t.Fatalf("object is not valid: %s", describe(errs))
	}
	if allocs := testing.AllocsPerRun(100, func() { _ = validate() }); allocs != 0 {
		t.Fatalf("valid object: %v allocations, want 0", allocs)
	}
	// The same code reports a failure at the full path.
	obj.Items[1] = "Node-2"
	errs := validate()
	if len(errs) != 1 || errs[0].Field != "spec.items[1]" || errs[0].Origin != "format=k8s-resource-pool-name" {
		t.Fatalf("invalid item: %s", describe(errs))
	}
}
