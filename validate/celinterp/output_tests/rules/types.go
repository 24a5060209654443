package rules

// Name is a typedef with a rule of its own: every use is checked.
// +k8s:validation:cel[0]:rule="self.startsWith('n-')"
// +k8s:validation:cel[0]:message="must start with n-"
type Name string

// Range is checked as a whole: a cross-field rule with a fieldPath and a
// messageExpression.
// +kubebuilder:validation:XValidation:rule="self.min <= self.max",messageExpression="self.max < 0 ? 'min exceeds a negative max' : 'min exceeds max'",fieldPath=".min"
type Range struct {
	Min int64 `json:"min"`
	Max int64 `json:"max"`
}

// Item is a listType=map item whose value may not change once set.
type Item struct {
	// +k8s:required
	Name string `json:"name"`
	// +k8s:maxLength=64
	// +k8s:validation:cel[0]:rule="self == oldSelf"
	// +k8s:validation:cel[0]:message="value is immutable"
	Value string `json:"value"`
}

// Root carries rules at every kind of site.
// +k8s:validation:cel[0]:rule="!has(self.forbidden) || self.mode == 'open'"
// +k8s:validation:cel[0]:message="forbidden unless mode is open"
// +k8s:validation:cel[0]:reason="FieldValueForbidden"
// +k8s:validation:cel[0]:fieldPath=".forbidden"
type Root struct {
	TypeMeta int `json:"typeMeta"`

	// +k8s:validation:cel[0]:rule="self in ['open', 'closed']"
	// +k8s:validation:cel[0]:message="must be open or closed"
	Mode string `json:"mode"`

	// +optional
	Forbidden *string `json:"forbidden,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self >= 1 && self <= 10",message="must be between 1 and 10",reason=FieldValueInvalid
	// +optional
	Count *int32 `json:"count,omitempty"`

	// A transition rule: runs on update with an old value only.
	// +kubebuilder:validation:XValidation:rule="self >= oldSelf",message="may not decrease"
	Generation int64 `json:"generation"`

	// With optionalOldSelf the rule runs on create too, with no oldSelf.
	// +k8s:validation:cel[0]:rule="oldSelf.hasValue() || self == 'initial'"
	// +k8s:validation:cel[0]:message="must be created as initial"
	// +k8s:validation:cel[0]:optionalOldSelf=true
	Phase string `json:"phase"`

	// omitempty: an empty string is absent from the JSON form, so no rule
	// runs on it.
	// +k8s:validation:cel[0]:rule="self.size() >= 3"
	// +k8s:validation:cel[0]:message="must be at least 3 characters"
	// +optional
	Label string `json:"label,omitempty"`

	Owner    Name  `json:"owner"`
	OwnerPtr *Name `json:"ownerPtr,omitempty"`

	Range Range `json:"range"`

	// +k8s:eachVal=+k8s:validation:cel[0]:rule="self.size() <= 5"
	// +k8s:eachVal=+k8s:validation:cel[0]:messageExpression="'item ' + self + ' is too long'"
	// +kubebuilder:validation:XValidation:rule="self.all(x, x != 'bad')",message="no bad items"
	Tags []string `json:"tags,omitempty"`

	// +k8s:validation:cel[0]:rule="self.all(k, self[k] > 0)"
	// +k8s:validation:cel[0]:message="all limits must be positive"
	Limits map[string]int64 `json:"limits,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=16
	Items []Item `json:"items,omitempty"`

	// Lifecycle and options around a rule: every member under the same
	// wrappers.
	// +k8s:alpha(since: "1.36")=+k8s:validation:cel[0]:rule="self != 'alpha'"
	// +k8s:alpha(since: "1.36")=+k8s:validation:cel[0]:message="alpha rule"
	// +k8s:beta(since: "1.36")=+k8s:validation:cel[1]:rule="self != 'beta'"
	// +k8s:beta(since: "1.36")=+k8s:validation:cel[1]:message="beta rule"
	// +k8s:ifEnabled(Strict)=+k8s:validation:cel[2]:rule="self != 'loose'"
	// +k8s:ifEnabled(Strict)=+k8s:validation:cel[2]:message="strict rule"
	// +optional
	Gated string `json:"gated,omitempty"`

	// A multi-line rule in KEP-3937's raw form.
	// +k8s:validation:cel[0]:rule>self.size() == 0 ||
	// +k8s:validation:cel[0]:rule>  self.matches('^[a-z]+$')
	// +k8s:validation:cel[0]:message="must be lowercase letters"
	Code string `json:"code"`
}
