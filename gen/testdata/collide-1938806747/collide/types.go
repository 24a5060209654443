// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=github.com/kubedv/kubedv/validatetest.Scheme

package collide

import tstvt "github.com/kubedv/kubedv/validatetest"

var localSchemeBuilder = tstvt.New()

type a struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H0 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *a `json:"p,omitempty"`
	// +k8s:optional
	V a `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []a `json:"l,omitempty"`
	// +k8s:optional
	M map[string]a `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *a `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []a `json:"ub"`
}

type at struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H1 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *at `json:"p,omitempty"`
	// +k8s:optional
	V at `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []at `json:"l,omitempty"`
	// +k8s:optional
	M map[string]at `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *at `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []at `json:"ub"`
}

type av struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H2 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *av `json:"p,omitempty"`
	// +k8s:optional
	V av `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []av `json:"l,omitempty"`
	// +k8s:optional
	M map[string]av `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *av `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []av `json:"ub"`
}

type b struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H3 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *b `json:"p,omitempty"`
	// +k8s:optional
	V b `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []b `json:"l,omitempty"`
	// +k8s:optional
	M map[string]b `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *b `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []b `json:"ub"`
}

type boundOf_Gated_Value_high struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H4 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Gated_Value_high `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Gated_Value_high `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Gated_Value_high `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Gated_Value_high `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Gated_Value_high `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Gated_Value_high `json:"ub"`
}

type boundOf_Gated_Value_low struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H5 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Gated_Value_low `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Gated_Value_low `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Gated_Value_low `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Gated_Value_low `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Gated_Value_low `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Gated_Value_low `json:"ub"`
}

type boundOf_Limits_Max_ceiling struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H6 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Limits_Max_ceiling `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Limits_Max_ceiling `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Limits_Max_ceiling `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Limits_Max_ceiling `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Limits_Max_ceiling `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Limits_Max_ceiling `json:"ub"`
}

type boundOf_Scale_Current_limitsmax struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H7 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Scale_Current_limitsmax `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Scale_Current_limitsmax `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Scale_Current_limitsmax `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Scale_Current_limitsmax `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Scale_Current_limitsmax `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Scale_Current_limitsmax `json:"ub"`
}

type boundOf_Scale_MaxReplicas_minReplicas struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H8 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Scale_MaxReplicas_minReplicas `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Scale_MaxReplicas_minReplicas `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Scale_MaxReplicas_minReplicas `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Scale_MaxReplicas_minReplicas `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Scale_MaxReplicas_minReplicas `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Scale_MaxReplicas_minReplicas `json:"ub"`
}

type boundOf_Scale_Spent_budget struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H9 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Scale_Spent_budget `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Scale_Spent_budget `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Scale_Spent_budget `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Scale_Spent_budget `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Scale_Spent_budget `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Scale_Spent_budget `json:"ub"`
}

type boundOf_Scale_Weight_floor struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H10 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Scale_Weight_floor `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Scale_Weight_floor `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Scale_Weight_floor `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Scale_Weight_floor `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Scale_Weight_floor `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Scale_Weight_floor `json:"ub"`
}

type boundOf_Scale_Weight_limitsceiling struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H11 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *boundOf_Scale_Weight_limitsceiling `json:"p,omitempty"`
	// +k8s:optional
	V boundOf_Scale_Weight_limitsceiling `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []boundOf_Scale_Weight_limitsceiling `json:"l,omitempty"`
	// +k8s:optional
	M map[string]boundOf_Scale_Weight_limitsceiling `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *boundOf_Scale_Weight_limitsceiling `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []boundOf_Scale_Weight_limitsceiling `json:"ub"`
}

type bv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H12 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *bv `json:"p,omitempty"`
	// +k8s:optional
	V bv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []bv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]bv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *bv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []bv `json:"ub"`
}

type cel struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H13 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *cel `json:"p,omitempty"`
	// +k8s:optional
	V cel `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []cel `json:"l,omitempty"`
	// +k8s:optional
	M map[string]cel `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *cel `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []cel `json:"ub"`
}

type celCheck struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H14 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celCheck `json:"p,omitempty"`
	// +k8s:optional
	V celCheck `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celCheck `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celCheck `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celCheck `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celCheck `json:"ub"`
}

type celCheck2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H15 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celCheck2 `json:"p,omitempty"`
	// +k8s:optional
	V celCheck2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celCheck2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celCheck2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celCheck2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celCheck2 `json:"ub"`
}

type celCheck3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H16 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celCheck3 `json:"p,omitempty"`
	// +k8s:optional
	V celCheck3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celCheck3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celCheck3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celCheck3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celCheck3 `json:"ub"`
}

type celRule struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H17 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celRule `json:"p,omitempty"`
	// +k8s:optional
	V celRule `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celRule `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celRule `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celRule `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celRule `json:"ub"`
}

type celRule2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H18 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celRule2 `json:"p,omitempty"`
	// +k8s:optional
	V celRule2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celRule2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celRule2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celRule2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celRule2 `json:"ub"`
}

type celRule3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H19 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celRule3 `json:"p,omitempty"`
	// +k8s:optional
	V celRule3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celRule3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celRule3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celRule3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celRule3 `json:"ub"`
}

type celSite struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H20 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celSite `json:"p,omitempty"`
	// +k8s:optional
	V celSite `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celSite `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celSite `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celSite `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celSite `json:"ub"`
}

type celSite2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H21 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celSite2 `json:"p,omitempty"`
	// +k8s:optional
	V celSite2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celSite2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celSite2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celSite2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celSite2 `json:"ub"`
}

type celSite3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H22 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *celSite3 `json:"p,omitempty"`
	// +k8s:optional
	V celSite3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []celSite3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]celSite3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *celSite3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []celSite3 `json:"ub"`
}

type context struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H23 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *context `json:"p,omitempty"`
	// +k8s:optional
	V context `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []context `json:"l,omitempty"`
	// +k8s:optional
	M map[string]context `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *context `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []context `json:"ub"`
}

type ctx struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H24 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ctx `json:"p,omitempty"`
	// +k8s:optional
	V ctx `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ctx `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ctx `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ctx `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ctx `json:"ub"`
}

type defined struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H25 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *defined `json:"p,omitempty"`
	// +k8s:optional
	V defined `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []defined `json:"l,omitempty"`
	// +k8s:optional
	M map[string]defined `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *defined `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []defined `json:"ub"`
}

type e struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H26 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *e `json:"p,omitempty"`
	// +k8s:optional
	V e `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []e `json:"l,omitempty"`
	// +k8s:optional
	M map[string]e `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *e `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []e `json:"ub"`
}

type e2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H27 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *e2 `json:"p,omitempty"`
	// +k8s:optional
	V e2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []e2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]e2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *e2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []e2 `json:"ub"`
}

type e4 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H28 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *e4 `json:"p,omitempty"`
	// +k8s:optional
	V e4 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []e4 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]e4 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *e4 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []e4 `json:"ub"`
}

type e6 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H29 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *e6 `json:"p,omitempty"`
	// +k8s:optional
	V e6 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []e6 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]e6 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *e6 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []e6 `json:"ub"`
}

type e8 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H30 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *e8 `json:"p,omitempty"`
	// +k8s:optional
	V e8 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []e8 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]e8 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *e8 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []e8 `json:"ub"`
}

type equalPairOf_BidirectionalEqual_FieldA struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H31 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_BidirectionalEqual_FieldA `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_BidirectionalEqual_FieldA `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_BidirectionalEqual_FieldA `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_BidirectionalEqual_FieldA `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_BidirectionalEqual_FieldA `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_BidirectionalEqual_FieldA `json:"ub"`
}

type equalPairOf_BidirectionalEqual_FieldB struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H32 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_BidirectionalEqual_FieldB `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_BidirectionalEqual_FieldB `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_BidirectionalEqual_FieldB `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_BidirectionalEqual_FieldB `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_BidirectionalEqual_FieldB `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_BidirectionalEqual_FieldB `json:"ub"`
}

type equalPairOf_Inner_Enabled struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H33 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_Inner_Enabled `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_Inner_Enabled `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_Inner_Enabled `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_Inner_Enabled `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_Inner_Enabled `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_Inner_Enabled `json:"ub"`
}

type equalPairOf_IntEqual_HostPort struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H34 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_IntEqual_HostPort `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_IntEqual_HostPort `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_IntEqual_HostPort `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_IntEqual_HostPort `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_IntEqual_HostPort `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_IntEqual_HostPort `json:"ub"`
}

type equalPairOf_Mixed_Named struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H35 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_Mixed_Named `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_Mixed_Named `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_Mixed_Named `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_Mixed_Named `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_Mixed_Named `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_Mixed_Named `json:"ub"`
}

type equalPairOf_Mixed_Replicas struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H36 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_Mixed_Replicas `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_Mixed_Replicas `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_Mixed_Replicas `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_Mixed_Replicas `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_Mixed_Replicas `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_Mixed_Replicas `json:"ub"`
}

type equalPairOf_PtrEqual_Field struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H37 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_PtrEqual_Field `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_PtrEqual_Field `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_PtrEqual_Field `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_PtrEqual_Field `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_PtrEqual_Field `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_PtrEqual_Field `json:"ub"`
}

type equalPairOf_StringEqual_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H38 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equalPairOf_StringEqual_Name `json:"p,omitempty"`
	// +k8s:optional
	V equalPairOf_StringEqual_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equalPairOf_StringEqual_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equalPairOf_StringEqual_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equalPairOf_StringEqual_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equalPairOf_StringEqual_Name `json:"ub"`
}

type equal_Amount struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H39 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Amount `json:"p,omitempty"`
	// +k8s:optional
	V equal_Amount `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Amount `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Amount `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Amount `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Amount `json:"ub"`
}

type equal_Auth struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H40 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Auth `json:"p,omitempty"`
	// +k8s:optional
	V equal_Auth `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Auth `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Auth `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Auth `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Auth `json:"ub"`
}

type equal_Choice struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H41 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Choice `json:"p,omitempty"`
	// +k8s:optional
	V equal_Choice `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Choice `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Choice `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Choice `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Choice `json:"ub"`
}

type equal_Conn struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H42 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Conn `json:"p,omitempty"`
	// +k8s:optional
	V equal_Conn `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Conn `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Conn `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Conn `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Conn `json:"ub"`
}

type equal_Deep struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H43 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Deep `json:"p,omitempty"`
	// +k8s:optional
	V equal_Deep `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Deep `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Deep `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Deep `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Deep `json:"ub"`
}

type equal_Entry struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H44 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Entry `json:"p,omitempty"`
	// +k8s:optional
	V equal_Entry `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Entry `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Entry `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Entry `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Entry `json:"ub"`
}

type equal_Gated struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H45 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Gated `json:"p,omitempty"`
	// +k8s:optional
	V equal_Gated `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Gated `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Gated `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Gated `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Gated `json:"ub"`
}

type equal_Group struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H46 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Group `json:"p,omitempty"`
	// +k8s:optional
	V equal_Group `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Group `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Group `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Group `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Group `json:"ub"`
}

type equal_Groups struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H47 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Groups `json:"p,omitempty"`
	// +k8s:optional
	V equal_Groups `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Groups `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Groups `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Groups `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Groups `json:"ub"`
}

type equal_Inlined struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H48 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Inlined `json:"p,omitempty"`
	// +k8s:optional
	V equal_Inlined `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Inlined `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Inlined `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Inlined `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Inlined `json:"ub"`
}

type equal_Inner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H49 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Inner `json:"p,omitempty"`
	// +k8s:optional
	V equal_Inner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Inner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Inner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Inner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Inner `json:"ub"`
}

type equal_InnerList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H50 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_InnerList `json:"p,omitempty"`
	// +k8s:optional
	V equal_InnerList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_InnerList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_InnerList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_InnerList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_InnerList `json:"ub"`
}

type equal_InnerMap struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H51 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_InnerMap `json:"p,omitempty"`
	// +k8s:optional
	V equal_InnerMap `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_InnerMap `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_InnerMap `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_InnerMap `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_InnerMap `json:"ub"`
}

type equal_Item struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H52 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Item `json:"p,omitempty"`
	// +k8s:optional
	V equal_Item `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Item `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Item `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Item `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Item `json:"ub"`
}

type equal_Limited struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H53 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Limited `json:"p,omitempty"`
	// +k8s:optional
	V equal_Limited `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Limited `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Limited `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Limited `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Limited `json:"ub"`
}

type equal_Limits struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H54 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Limits `json:"p,omitempty"`
	// +k8s:optional
	V equal_Limits `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Limits `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Limits `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Limits `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Limits `json:"ub"`
}

type equal_Mapstring_Inner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H55 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Inner `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Inner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Inner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Inner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Inner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Inner `json:"ub"`
}

type equal_Mapstring_Mapstring_int struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H56 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Mapstring_int `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Mapstring_int `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Mapstring_int `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Mapstring_int `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Mapstring_int `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Mapstring_int `json:"ub"`
}

type equal_Mapstring_Node struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H57 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Node `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Node `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Node `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Node `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Node `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Node `json:"ub"`
}

type equal_Mapstring_Ptrint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H58 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Ptrint `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Ptrint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Ptrint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Ptrint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Ptrint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Ptrint `json:"ub"`
}

type equal_Mapstring_Ptrstring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H59 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Ptrstring `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Ptrstring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Ptrstring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Ptrstring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Ptrstring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Ptrstring `json:"ub"`
}

type equal_Mapstring_SliceCondition struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H60 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_SliceCondition `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_SliceCondition `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_SliceCondition `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_SliceCondition `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_SliceCondition `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_SliceCondition `json:"ub"`
}

type equal_Mapstring_SliceItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H61 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_SliceItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_SliceItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_SliceItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_SliceItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_SliceItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_SliceItem `json:"ub"`
}

type equal_Mapstring_SlicePort struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H62 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_SlicePort `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_SlicePort `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_SlicePort `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_SlicePort `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_SlicePort `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_SlicePort `json:"ub"`
}

type equal_Mapstring_SliceVolume struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H63 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_SliceVolume `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_SliceVolume `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_SliceVolume `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_SliceVolume `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_SliceVolume `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_SliceVolume `json:"ub"`
}

type equal_Mapstring_Sliceint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H64 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Sliceint `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Sliceint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Sliceint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Sliceint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Sliceint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Sliceint `json:"ub"`
}

type equal_Mapstring_Slicestring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H65 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mapstring_Slicestring `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mapstring_Slicestring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mapstring_Slicestring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mapstring_Slicestring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mapstring_Slicestring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mapstring_Slicestring `json:"ub"`
}

type equal_Mid struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H66 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mid `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mid `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mid `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mid `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mid `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mid `json:"ub"`
}

type equal_Mixed struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H67 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Mixed `json:"p,omitempty"`
	// +k8s:optional
	V equal_Mixed `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Mixed `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Mixed `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Mixed `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Mixed `json:"ub"`
}

type equal_Multi struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H68 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Multi `json:"p,omitempty"`
	// +k8s:optional
	V equal_Multi `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Multi `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Multi `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Multi `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Multi `json:"ub"`
}

type equal_Node struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H69 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Node `json:"p,omitempty"`
	// +k8s:optional
	V equal_Node `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Node `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Node `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Node `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Node `json:"ub"`
}

type equal_OpaqueTarget struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H70 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_OpaqueTarget `json:"p,omitempty"`
	// +k8s:optional
	V equal_OpaqueTarget `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_OpaqueTarget `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_OpaqueTarget `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_OpaqueTarget `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_OpaqueTarget `json:"ub"`
}

type equal_Outer struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H71 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Outer `json:"p,omitempty"`
	// +k8s:optional
	V equal_Outer `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Outer `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Outer `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Outer `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Outer `json:"ub"`
}

type equal_Pair struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H72 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Pair `json:"p,omitempty"`
	// +k8s:optional
	V equal_Pair `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Pair `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Pair `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Pair `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Pair `json:"ub"`
}

type equal_Ping struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H73 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Ping `json:"p,omitempty"`
	// +k8s:optional
	V equal_Ping `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Ping `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Ping `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Ping `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Ping `json:"ub"`
}

type equal_Pong struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H74 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Pong `json:"p,omitempty"`
	// +k8s:optional
	V equal_Pong `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Pong `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Pong `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Pong `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Pong `json:"ub"`
}

type equal_PtrChoice struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H75 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrChoice `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrChoice `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrChoice `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrChoice `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrChoice `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrChoice `json:"ub"`
}

type equal_PtrEqual struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H76 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrEqual `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrEqual `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrEqual `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrEqual `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrEqual `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrEqual `json:"ub"`
}

type equal_PtrInner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H77 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrInner `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrInner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrInner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrInner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrInner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrInner `json:"ub"`
}

type equal_PtrIntList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H78 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrIntList `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrIntList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrIntList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrIntList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrIntList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrIntList `json:"ub"`
}

type equal_PtrItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H79 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrItem `json:"ub"`
}

type equal_PtrKeyedMap struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H80 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrKeyedMap `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrKeyedMap `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrKeyedMap `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrKeyedMap `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrKeyedMap `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrKeyedMap `json:"ub"`
}

type equal_PtrLimits struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H81 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrLimits `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrLimits `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrLimits `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrLimits `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrLimits `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrLimits `json:"ub"`
}

type equal_PtrList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H82 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrList `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrList `json:"ub"`
}

type equal_PtrMapstring_int struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H83 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrMapstring_int `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrMapstring_int `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrMapstring_int `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrMapstring_int `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrMapstring_int `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrMapstring_int `json:"ub"`
}

type equal_PtrMapstring_string struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H84 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrMapstring_string `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrMapstring_string `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrMapstring_string `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrMapstring_string `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrMapstring_string `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrMapstring_string `json:"ub"`
}

type equal_PtrMid struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H85 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrMid `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrMid `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrMid `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrMid `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrMid `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrMid `json:"ub"`
}

type equal_PtrNode struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H86 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrNode `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrNode `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrNode `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrNode `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrNode `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrNode `json:"ub"`
}

type equal_PtrPong struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H87 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrPong `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrPong `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrPong `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrPong `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrPong `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrPong `json:"ub"`
}

type equal_PtrSliceCondition struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H88 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrSliceCondition `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrSliceCondition `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrSliceCondition `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrSliceCondition `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrSliceCondition `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrSliceCondition `json:"ub"`
}

type equal_PtrSliceItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H89 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrSliceItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrSliceItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrSliceItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrSliceItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrSliceItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrSliceItem `json:"ub"`
}

type equal_PtrSlicePtrInner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H90 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrSlicePtrInner `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrSlicePtrInner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrSlicePtrInner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrSlicePtrInner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrSlicePtrInner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrSlicePtrInner `json:"ub"`
}

type equal_PtrSliceint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H91 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrSliceint `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrSliceint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrSliceint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrSliceint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrSliceint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrSliceint `json:"ub"`
}

type equal_PtrSlicestring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H92 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrSlicestring `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrSlicestring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrSlicestring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrSlicestring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrSlicestring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrSlicestring `json:"ub"`
}

type equal_PtrTarget struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H93 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrTarget `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrTarget `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrTarget `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrTarget `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrTarget `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrTarget `json:"ub"`
}

type equal_PtrTopList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H94 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrTopList `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrTopList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrTopList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrTopList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrTopList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrTopList `json:"ub"`
}

type equal_PtrTopMap struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H95 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrTopMap `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrTopMap `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrTopMap `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrTopMap `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrTopMap `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrTopMap `json:"ub"`
}

type equal_PtrTriple struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H96 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_PtrTriple `json:"p,omitempty"`
	// +k8s:optional
	V equal_PtrTriple `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_PtrTriple `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_PtrTriple `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_PtrTriple `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_PtrTriple `json:"ub"`
}

type equal_Ptrv1_FieldsV1 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H97 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Ptrv1_FieldsV1 `json:"p,omitempty"`
	// +k8s:optional
	V equal_Ptrv1_FieldsV1 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Ptrv1_FieldsV1 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Ptrv1_FieldsV1 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Ptrv1_FieldsV1 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Ptrv1_FieldsV1 `json:"ub"`
}

type equal_Ptrv1_ObjectMeta struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H98 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Ptrv1_ObjectMeta `json:"p,omitempty"`
	// +k8s:optional
	V equal_Ptrv1_ObjectMeta `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Ptrv1_ObjectMeta `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Ptrv1_ObjectMeta `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Ptrv1_ObjectMeta `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Ptrv1_ObjectMeta `json:"ub"`
}

type equal_Ptrv1_Time struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H99 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Ptrv1_Time `json:"p,omitempty"`
	// +k8s:optional
	V equal_Ptrv1_Time `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Ptrv1_Time `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Ptrv1_Time `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Ptrv1_Time `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Ptrv1_Time `json:"ub"`
}

type equal_Quantities struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H100 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Quantities `json:"p,omitempty"`
	// +k8s:optional
	V equal_Quantities `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Quantities `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Quantities `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Quantities `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Quantities `json:"ub"`
}

type equal_Scale struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H101 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Scale `json:"p,omitempty"`
	// +k8s:optional
	V equal_Scale `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Scale `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Scale `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Scale `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Scale `json:"ub"`
}

type equal_Service struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H102 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Service `json:"p,omitempty"`
	// +k8s:optional
	V equal_Service `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Service `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Service `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Service `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Service `json:"ub"`
}

type equal_Shadowed struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H103 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Shadowed `json:"p,omitempty"`
	// +k8s:optional
	V equal_Shadowed `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Shadowed `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Shadowed `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Shadowed `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Shadowed `json:"ub"`
}

type equal_Shape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H104 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Shape `json:"p,omitempty"`
	// +k8s:optional
	V equal_Shape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Shape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Shape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Shape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Shape `json:"ub"`
}

type equal_SliceAmount struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H105 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceAmount `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceAmount `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceAmount `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceAmount `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceAmount `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceAmount `json:"ub"`
}

type equal_SliceAmounts struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H106 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceAmounts `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceAmounts `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceAmounts `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceAmounts `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceAmounts `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceAmounts `json:"ub"`
}

type equal_SliceAuth struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H107 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceAuth `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceAuth `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceAuth `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceAuth `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceAuth `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceAuth `json:"ub"`
}

type equal_SliceConn struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H108 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceConn `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceConn `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceConn `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceConn `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceConn `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceConn `json:"ub"`
}

type equal_SliceEntry struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H109 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceEntry `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceEntry `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceEntry `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceEntry `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceEntry `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceEntry `json:"ub"`
}

type equal_SliceInner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H110 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceInner `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceInner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceInner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceInner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceInner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceInner `json:"ub"`
}

type equal_SliceInnerList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H111 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceInnerList `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceInnerList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceInnerList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceInnerList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceInnerList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceInnerList `json:"ub"`
}

type equal_SliceInnerMap struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H112 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceInnerMap `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceInnerMap `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceInnerMap `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceInnerMap `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceInnerMap `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceInnerMap `json:"ub"`
}

type equal_SliceItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H113 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceItem `json:"ub"`
}

type equal_SliceLabels struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H114 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceLabels `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceLabels `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceLabels `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceLabels `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceLabels `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceLabels `json:"ub"`
}

type equal_SliceList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H115 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceList `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceList `json:"ub"`
}

type equal_SliceMapstring_int struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H116 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceMapstring_int `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceMapstring_int `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceMapstring_int `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceMapstring_int `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceMapstring_int `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceMapstring_int `json:"ub"`
}

type equal_SliceMapstring_string struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H117 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceMapstring_string `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceMapstring_string `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceMapstring_string `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceMapstring_string `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceMapstring_string `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceMapstring_string `json:"ub"`
}

type equal_SliceMid struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H118 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceMid `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceMid `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceMid `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceMid `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceMid `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceMid `json:"ub"`
}

type equal_SliceNode struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H119 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceNode `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceNode `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceNode `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceNode `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceNode `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceNode `json:"ub"`
}

type equal_SlicePing struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H120 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePing `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePing `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePing `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePing `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePing `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePing `json:"ub"`
}

type equal_SlicePtrCondition struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H121 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrCondition `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrCondition `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrCondition `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrCondition `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrCondition `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrCondition `json:"ub"`
}

type equal_SlicePtrEndpoint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H122 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrEndpoint `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrEndpoint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrEndpoint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrEndpoint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrEndpoint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrEndpoint `json:"ub"`
}

type equal_SlicePtrEntry struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H123 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrEntry `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrEntry `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrEntry `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrEntry `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrEntry `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrEntry `json:"ub"`
}

type equal_SlicePtrInner struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H124 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrInner `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrInner `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrInner `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrInner `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrInner `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrInner `json:"ub"`
}

type equal_SlicePtrItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H125 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrItem `json:"ub"`
}

type equal_SlicePtrNode struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H126 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrNode `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrNode `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrNode `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrNode `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrNode `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrNode `json:"ub"`
}

type equal_SlicePtrProtocol struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H127 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrProtocol `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrProtocol `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrProtocol `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrProtocol `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrProtocol `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrProtocol `json:"ub"`
}

type equal_SlicePtrTop struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H128 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrTop `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrTop `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrTop `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrTop `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrTop `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrTop `json:"ub"`
}

type equal_SlicePtrVolume struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H129 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrVolume `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrVolume `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrVolume `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrVolume `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrVolume `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrVolume `json:"ub"`
}

type equal_SlicePtrint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H130 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrint `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrint `json:"ub"`
}

type equal_SlicePtrint32 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H131 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrint32 `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrint32 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrint32 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrint32 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrint32 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrint32 `json:"ub"`
}

type equal_SlicePtrint64 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H132 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrint64 `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrint64 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrint64 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrint64 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrint64 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrint64 `json:"ub"`
}

type equal_SlicePtrstring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H133 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SlicePtrstring `json:"p,omitempty"`
	// +k8s:optional
	V equal_SlicePtrstring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SlicePtrstring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SlicePtrstring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SlicePtrstring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SlicePtrstring `json:"ub"`
}

type equal_SliceQuantities struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H134 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceQuantities `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceQuantities `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceQuantities `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceQuantities `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceQuantities `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceQuantities `json:"ub"`
}

type equal_SliceScale struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H135 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceScale `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceScale `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceScale `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceScale `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceScale `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceScale `json:"ub"`
}

type equal_SliceShape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H136 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceShape `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceShape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceShape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceShape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceShape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceShape `json:"ub"`
}

type equal_SliceSliceCondition struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H137 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceCondition `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceCondition `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceCondition `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceCondition `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceCondition `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceCondition `json:"ub"`
}

type equal_SliceSliceItem struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H138 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceItem `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceItem `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceItem `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceItem `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceItem `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceItem `json:"ub"`
}

type equal_SliceSliceSlicestring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H139 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceSlicestring `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceSlicestring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceSlicestring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceSlicestring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceSlicestring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceSlicestring `json:"ub"`
}

type equal_SliceSliceany struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H140 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceany `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceany `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceany `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceany `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceany `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceany `json:"ub"`
}

type equal_SliceSliceint struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H141 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceint `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceint `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceint `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceint `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceint `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceint `json:"ub"`
}

type equal_SliceSliceint8 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H142 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSliceint8 `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSliceint8 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSliceint8 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSliceint8 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSliceint8 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSliceint8 `json:"ub"`
}

type equal_SliceSlicestring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H143 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceSlicestring `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceSlicestring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceSlicestring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceSlicestring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceSlicestring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceSlicestring `json:"ub"`
}

type equal_SliceStrict struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H144 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceStrict `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceStrict `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceStrict `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceStrict `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceStrict `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceStrict `json:"ub"`
}

type equal_SliceStringSet struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H145 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceStringSet `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceStringSet `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceStringSet `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceStringSet `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceStringSet `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceStringSet `json:"ub"`
}

type equal_SliceTagged struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H146 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceTagged `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceTagged `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceTagged `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceTagged `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceTagged `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceTagged `json:"ub"`
}

type equal_SliceTopList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H147 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_SliceTopList `json:"p,omitempty"`
	// +k8s:optional
	V equal_SliceTopList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_SliceTopList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_SliceTopList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_SliceTopList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_SliceTopList `json:"ub"`
}

type equal_Sliceany struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H148 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Sliceany `json:"p,omitempty"`
	// +k8s:optional
	V equal_Sliceany `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Sliceany `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Sliceany `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Sliceany `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Sliceany `json:"ub"`
}

type equal_Slicev1_ManagedFieldsEntry struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H149 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Slicev1_ManagedFieldsEntry `json:"p,omitempty"`
	// +k8s:optional
	V equal_Slicev1_ManagedFieldsEntry `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Slicev1_ManagedFieldsEntry `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Slicev1_ManagedFieldsEntry `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Slicev1_ManagedFieldsEntry `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Slicev1_ManagedFieldsEntry `json:"ub"`
}

type equal_Slicev1_OwnerReference struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H150 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Slicev1_OwnerReference `json:"p,omitempty"`
	// +k8s:optional
	V equal_Slicev1_OwnerReference `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Slicev1_OwnerReference `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Slicev1_OwnerReference `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Slicev1_OwnerReference `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Slicev1_OwnerReference `json:"ub"`
}

type equal_Source struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H151 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Source `json:"p,omitempty"`
	// +k8s:optional
	V equal_Source `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Source `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Source `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Source `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Source `json:"ub"`
}

type equal_Strict struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H152 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Strict `json:"p,omitempty"`
	// +k8s:optional
	V equal_Strict `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Strict `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Strict `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Strict `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Strict `json:"ub"`
}

type equal_T struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H153 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_T `json:"p,omitempty"`
	// +k8s:optional
	V equal_T `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_T `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_T `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_T `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_T `json:"ub"`
}

type equal_Tagged struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H154 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Tagged `json:"p,omitempty"`
	// +k8s:optional
	V equal_Tagged `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Tagged `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Tagged `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Tagged `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Tagged `json:"ub"`
}

type equal_Target struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H155 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Target `json:"p,omitempty"`
	// +k8s:optional
	V equal_Target `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Target `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Target `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Target `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Target `json:"ub"`
}

type equal_Tighter struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H156 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_Tighter `json:"p,omitempty"`
	// +k8s:optional
	V equal_Tighter `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_Tighter `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_Tighter `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_Tighter `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_Tighter `json:"ub"`
}

type equal_V struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H157 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_V `json:"p,omitempty"`
	// +k8s:optional
	V equal_V `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_V `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_V `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_V `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_V `json:"ub"`
}

type equal_WidgetStatus struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H158 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_WidgetStatus `json:"p,omitempty"`
	// +k8s:optional
	V equal_WidgetStatus `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_WidgetStatus `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_WidgetStatus `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_WidgetStatus `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_WidgetStatus `json:"ub"`
}

type equal_v1_ManagedFieldsEntry struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H159 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_v1_ManagedFieldsEntry `json:"p,omitempty"`
	// +k8s:optional
	V equal_v1_ManagedFieldsEntry `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_v1_ManagedFieldsEntry `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_v1_ManagedFieldsEntry `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_v1_ManagedFieldsEntry `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_v1_ManagedFieldsEntry `json:"ub"`
}

type equal_v1_ObjectMeta struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H160 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_v1_ObjectMeta `json:"p,omitempty"`
	// +k8s:optional
	V equal_v1_ObjectMeta `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_v1_ObjectMeta `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_v1_ObjectMeta `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_v1_ObjectMeta `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_v1_ObjectMeta `json:"ub"`
}

type equal_v1_OwnerReference struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H161 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equal_v1_OwnerReference `json:"p,omitempty"`
	// +k8s:optional
	V equal_v1_OwnerReference `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equal_v1_OwnerReference `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equal_v1_OwnerReference `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equal_v1_OwnerReference `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equal_v1_OwnerReference `json:"ub"`
}

type equality struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H162 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *equality `json:"p,omitempty"`
	// +k8s:optional
	V equality `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []equality `json:"l,omitempty"`
	// +k8s:optional
	M map[string]equality `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *equality `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []equality `json:"ub"`
}

type err struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H163 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *err `json:"p,omitempty"`
	// +k8s:optional
	V err `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []err `json:"l,omitempty"`
	// +k8s:optional
	M map[string]err `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *err `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []err `json:"ub"`
}

type errs struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H164 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *errs `json:"p,omitempty"`
	// +k8s:optional
	V errs `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []errs `json:"l,omitempty"`
	// +k8s:optional
	M map[string]errs `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *errs `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []errs `json:"ub"`
}

type ev struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H165 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ev `json:"p,omitempty"`
	// +k8s:optional
	V ev `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ev `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ev `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ev `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ev `json:"ub"`
}

type ev2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H166 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ev2 `json:"p,omitempty"`
	// +k8s:optional
	V ev2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ev2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ev2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ev2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ev2 `json:"ub"`
}

type ev3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H167 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ev3 `json:"p,omitempty"`
	// +k8s:optional
	V ev3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ev3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ev3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ev3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ev3 `json:"ub"`
}

type exclusionsProtocol struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H168 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *exclusionsProtocol `json:"p,omitempty"`
	// +k8s:optional
	V exclusionsProtocol `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []exclusionsProtocol `json:"l,omitempty"`
	// +k8s:optional
	M map[string]exclusionsProtocol `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *exclusionsProtocol `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []exclusionsProtocol `json:"ub"`
}

type field struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H169 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *field `json:"p,omitempty"`
	// +k8s:optional
	V field `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []field `json:"l,omitempty"`
	// +k8s:optional
	M map[string]field `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *field `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []field `json:"ub"`
}

type fldPath struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H170 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *fldPath `json:"p,omitempty"`
	// +k8s:optional
	V fldPath `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []fldPath `json:"l,omitempty"`
	// +k8s:optional
	M map[string]fldPath `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *fldPath `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []fldPath `json:"ub"`
}

type fmt struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H171 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *fmt `json:"p,omitempty"`
	// +k8s:optional
	V fmt `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []fmt `json:"l,omitempty"`
	// +k8s:optional
	M map[string]fmt `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *fmt `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []fmt `json:"ub"`
}

type found struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H172 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *found `json:"p,omitempty"`
	// +k8s:optional
	V found `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []found `json:"l,omitempty"`
	// +k8s:optional
	M map[string]found `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *found `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []found `json:"ub"`
}

type fp struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H173 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *fp `json:"p,omitempty"`
	// +k8s:optional
	V fp `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []fp `json:"l,omitempty"`
	// +k8s:optional
	M map[string]fp `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *fp `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []fp `json:"ub"`
}

type h struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H174 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *h `json:"p,omitempty"`
	// +k8s:optional
	V h `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []h `json:"l,omitempty"`
	// +k8s:optional
	M map[string]h `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *h `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []h `json:"ub"`
}

type hashOf_Amount struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H175 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashOf_Amount `json:"p,omitempty"`
	// +k8s:optional
	V hashOf_Amount `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashOf_Amount `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashOf_Amount `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashOf_Amount `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashOf_Amount `json:"ub"`
}

type hashOf_Item struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H176 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashOf_Item `json:"p,omitempty"`
	// +k8s:optional
	V hashOf_Item `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashOf_Item `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashOf_Item `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashOf_Item `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashOf_Item `json:"ub"`
}

type hashOf_Mapstring_string struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H177 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashOf_Mapstring_string `json:"p,omitempty"`
	// +k8s:optional
	V hashOf_Mapstring_string `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashOf_Mapstring_string `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashOf_Mapstring_string `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashOf_Mapstring_string `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashOf_Mapstring_string `json:"ub"`
}

type hashOf_Slicestring struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H178 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashOf_Slicestring `json:"p,omitempty"`
	// +k8s:optional
	V hashOf_Slicestring `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashOf_Slicestring `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashOf_Slicestring `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashOf_Slicestring `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashOf_Slicestring `json:"ub"`
}

type hashOf_Tagged struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H179 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashOf_Tagged `json:"p,omitempty"`
	// +k8s:optional
	V hashOf_Tagged `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashOf_Tagged `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashOf_Tagged `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashOf_Tagged `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashOf_Tagged `json:"ub"`
}

type hashSeed struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H180 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *hashSeed `json:"p,omitempty"`
	// +k8s:optional
	V hashSeed `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []hashSeed `json:"l,omitempty"`
	// +k8s:optional
	M map[string]hashSeed `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *hashSeed `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []hashSeed `json:"ub"`
}

type i struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H181 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *i `json:"p,omitempty"`
	// +k8s:optional
	V i `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []i `json:"l,omitempty"`
	// +k8s:optional
	M map[string]i `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *i `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []i `json:"ub"`
}

type i2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H182 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *i2 `json:"p,omitempty"`
	// +k8s:optional
	V i2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []i2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]i2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *i2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []i2 `json:"ub"`
}

type i3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H183 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *i3 `json:"p,omitempty"`
	// +k8s:optional
	V i3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []i3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]i3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *i3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []i3 `json:"ub"`
}

type idx struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H184 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *idx `json:"p,omitempty"`
	// +k8s:optional
	V idx `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []idx `json:"l,omitempty"`
	// +k8s:optional
	M map[string]idx `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *idx `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []idx `json:"ub"`
}

type idx2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H185 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *idx2 `json:"p,omitempty"`
	// +k8s:optional
	V idx2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []idx2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]idx2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *idx2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []idx2 `json:"ub"`
}

type ip struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H186 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ip `json:"p,omitempty"`
	// +k8s:optional
	V ip `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ip `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ip `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ip `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ip `json:"ub"`
}

type ip2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H187 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ip2 `json:"p,omitempty"`
	// +k8s:optional
	V ip2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ip2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ip2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ip2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ip2 `json:"ub"`
}

type ip3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H188 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ip3 `json:"p,omitempty"`
	// +k8s:optional
	V ip3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ip3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ip3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ip3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ip3 `json:"ub"`
}

type it struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H189 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *it `json:"p,omitempty"`
	// +k8s:optional
	V it `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []it `json:"l,omitempty"`
	// +k8s:optional
	M map[string]it `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *it `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []it `json:"ub"`
}

type j struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H190 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *j `json:"p,omitempty"`
	// +k8s:optional
	V j `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []j `json:"l,omitempty"`
	// +k8s:optional
	M map[string]j `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *j `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []j `json:"ub"`
}

type k struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H191 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *k `json:"p,omitempty"`
	// +k8s:optional
	V k `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []k `json:"l,omitempty"`
	// +k8s:optional
	M map[string]k `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *k `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []k `json:"ub"`
}

type k2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H192 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *k2 `json:"p,omitempty"`
	// +k8s:optional
	V k2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []k2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]k2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *k2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []k2 `json:"ub"`
}

type keyOf_Address_Primary struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H193 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Address_Primary `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Address_Primary `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Address_Primary `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Address_Primary `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Address_Primary `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Address_Primary `json:"ub"`
}

type keyOf_Condition_Type struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H194 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Condition_Type `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Condition_Type `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Condition_Type `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Condition_Type `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Condition_Type `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Condition_Type `json:"ub"`
}

type keyOf_Counter_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H195 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Counter_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Counter_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Counter_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Counter_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Counter_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Counter_Name `json:"ub"`
}

type keyOf_Endpoint_Host_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H196 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Endpoint_Host_Port `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Endpoint_Host_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Endpoint_Host_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Endpoint_Host_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Endpoint_Host_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Endpoint_Host_Port `json:"ub"`
}

type keyOf_Endpoint_Name_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H197 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Endpoint_Name_Port `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Endpoint_Name_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Endpoint_Name_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Endpoint_Name_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Endpoint_Name_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Endpoint_Name_Port `json:"ub"`
}

type keyOf_Entry_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H198 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Entry_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Entry_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Entry_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Entry_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Entry_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Entry_Name `json:"ub"`
}

type keyOf_Inner_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H199 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Inner_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Inner_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Inner_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Inner_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Inner_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Inner_Name `json:"ub"`
}

type keyOf_Item_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H200 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Item_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Item_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Item_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Item_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Item_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Item_Name `json:"ub"`
}

type keyOf_Keyed_Key struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H201 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Keyed_Key `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Keyed_Key `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Keyed_Key `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Keyed_Key `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Keyed_Key `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Keyed_Key `json:"ub"`
}

type keyOf_Mid struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H202 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Mid `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Mid `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Mid `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Mid `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Mid `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Mid `json:"ub"`
}

type keyOf_Numbered_ID_Primary struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H203 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Numbered_ID_Primary `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Numbered_ID_Primary `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Numbered_ID_Primary `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Numbered_ID_Primary `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Numbered_ID_Primary `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Numbered_ID_Primary `json:"ub"`
}

type keyOf_Pair struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H204 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Pair `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Pair `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Pair `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Pair `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Pair `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Pair `json:"ub"`
}

type keyOf_Port_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H205 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Port_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Port_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Port_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Port_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Port_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Port_Name `json:"ub"`
}

type keyOf_Port_Name_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H206 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Port_Name_Port `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Port_Name_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Port_Name_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Port_Name_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Port_Name_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Port_Name_Port `json:"ub"`
}

type keyOf_Port_Port_Protocol struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H207 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Port_Port_Protocol `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Port_Port_Protocol `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Port_Port_Protocol `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Port_Port_Protocol `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Port_Port_Protocol `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Port_Port_Protocol `json:"ub"`
}

type keyOf_Short struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H208 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Short `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Short `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Short `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Short `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Short `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Short `json:"ub"`
}

type keyOf_Stage_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H209 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Stage_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Stage_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Stage_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Stage_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Stage_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Stage_Name `json:"ub"`
}

type keyOf_Step_ID struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H210 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Step_ID `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Step_ID `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Step_ID `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Step_ID `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Step_ID `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Step_ID `json:"ub"`
}

type keyOf_Strategy_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H211 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Strategy_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Strategy_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Strategy_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Strategy_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Strategy_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Strategy_Name `json:"ub"`
}

type keyOf_Task_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H212 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Task_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Task_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Task_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Task_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Task_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Task_Name `json:"ub"`
}

type keyOf_Volume_Name struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H213 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Volume_Name `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Volume_Name `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Volume_Name `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Volume_Name `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Volume_Name `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Volume_Name `json:"ub"`
}

type keyOf_Zoned_Name_Zone struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H214 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_Zoned_Name_Zone `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_Zoned_Name_Zone `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_Zoned_Name_Zone `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_Zoned_Name_Zone `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_Zoned_Name_Zone `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_Zoned_Name_Zone `json:"ub"`
}

type keyOf_int struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H215 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_int `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_int `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_int `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_int `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_int `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_int `json:"ub"`
}

type keyOf_string struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H216 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *keyOf_string `json:"p,omitempty"`
	// +k8s:optional
	V keyOf_string `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []keyOf_string `json:"l,omitempty"`
	// +k8s:optional
	M map[string]keyOf_string `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *keyOf_string `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []keyOf_string `json:"ub"`
}

type key_Endpoint_Host_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H217 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Endpoint_Host_Port `json:"p,omitempty"`
	// +k8s:optional
	V key_Endpoint_Host_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Endpoint_Host_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Endpoint_Host_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Endpoint_Host_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Endpoint_Host_Port `json:"ub"`
}

type key_Endpoint_Name_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H218 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Endpoint_Name_Port `json:"p,omitempty"`
	// +k8s:optional
	V key_Endpoint_Name_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Endpoint_Name_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Endpoint_Name_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Endpoint_Name_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Endpoint_Name_Port `json:"ub"`
}

type key_Numbered_ID_Primary struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H219 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Numbered_ID_Primary `json:"p,omitempty"`
	// +k8s:optional
	V key_Numbered_ID_Primary `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Numbered_ID_Primary `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Numbered_ID_Primary `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Numbered_ID_Primary `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Numbered_ID_Primary `json:"ub"`
}

type key_Port_Name_Port struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H220 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Port_Name_Port `json:"p,omitempty"`
	// +k8s:optional
	V key_Port_Name_Port `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Port_Name_Port `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Port_Name_Port `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Port_Name_Port `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Port_Name_Port `json:"ub"`
}

type key_Port_Port_Protocol struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H221 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Port_Port_Protocol `json:"p,omitempty"`
	// +k8s:optional
	V key_Port_Port_Protocol `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Port_Port_Protocol `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Port_Port_Protocol `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Port_Port_Protocol `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Port_Port_Protocol `json:"ub"`
}

type key_Zoned_Name_Zone struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H222 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *key_Zoned_Name_Zone `json:"p,omitempty"`
	// +k8s:optional
	V key_Zoned_Name_Zone `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []key_Zoned_Name_Zone `json:"l,omitempty"`
	// +k8s:optional
	M map[string]key_Zoned_Name_Zone `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *key_Zoned_Name_Zone `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []key_Zoned_Name_Zone `json:"ub"`
}

type kp struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H223 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *kp `json:"p,omitempty"`
	// +k8s:optional
	V kp `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []kp `json:"l,omitempty"`
	// +k8s:optional
	M map[string]kp `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *kp `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []kp `json:"ub"`
}

type lst struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H224 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *lst `json:"p,omitempty"`
	// +k8s:optional
	V lst `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []lst `json:"l,omitempty"`
	// +k8s:optional
	M map[string]lst `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *lst `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []lst `json:"ub"`
}

type maphash struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H225 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *maphash `json:"p,omitempty"`
	// +k8s:optional
	V maphash `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []maphash `json:"l,omitempty"`
	// +k8s:optional
	M map[string]maphash `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *maphash `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []maphash `json:"ub"`
}

type metav1 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H226 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *metav1 `json:"p,omitempty"`
	// +k8s:optional
	V metav1 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []metav1 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]metav1 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *metav1 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []metav1 `json:"ub"`
}

type mv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H227 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *mv `json:"p,omitempty"`
	// +k8s:optional
	V mv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []mv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]mv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *mv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []mv `json:"ub"`
}

type newObj struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H228 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *newObj `json:"p,omitempty"`
	// +k8s:optional
	V newObj `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []newObj `json:"l,omitempty"`
	// +k8s:optional
	M map[string]newObj `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *newObj `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []newObj `json:"ub"`
}

type o struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H229 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *o `json:"p,omitempty"`
	// +k8s:optional
	V o `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []o `json:"l,omitempty"`
	// +k8s:optional
	M map[string]o `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *o `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []o `json:"ub"`
}

type obj struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H230 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *obj `json:"p,omitempty"`
	// +k8s:optional
	V obj `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []obj `json:"l,omitempty"`
	// +k8s:optional
	M map[string]obj `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *obj `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []obj `json:"ub"`
}

type oev struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H231 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *oev `json:"p,omitempty"`
	// +k8s:optional
	V oev `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []oev `json:"l,omitempty"`
	// +k8s:optional
	M map[string]oev `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *oev `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []oev `json:"ub"`
}

type oit struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H232 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *oit `json:"p,omitempty"`
	// +k8s:optional
	V oit `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []oit `json:"l,omitempty"`
	// +k8s:optional
	M map[string]oit `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *oit `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []oit `json:"ub"`
}

type ok struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H233 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ok `json:"p,omitempty"`
	// +k8s:optional
	V ok `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ok `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ok `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ok `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ok `json:"ub"`
}

type okp struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H234 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *okp `json:"p,omitempty"`
	// +k8s:optional
	V okp `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []okp `json:"l,omitempty"`
	// +k8s:optional
	M map[string]okp `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *okp `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []okp `json:"ub"`
}

type old struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H235 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *old `json:"p,omitempty"`
	// +k8s:optional
	V old `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []old `json:"l,omitempty"`
	// +k8s:optional
	M map[string]old `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *old `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []old `json:"ub"`
}

type oldObj struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H236 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *oldObj `json:"p,omitempty"`
	// +k8s:optional
	V oldObj `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []oldObj `json:"l,omitempty"`
	// +k8s:optional
	M map[string]oldObj `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *oldObj `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []oldObj `json:"ub"`
}

type oldSelf struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H237 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *oldSelf `json:"p,omitempty"`
	// +k8s:optional
	V oldSelf `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []oldSelf `json:"l,omitempty"`
	// +k8s:optional
	M map[string]oldSelf `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *oldSelf `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []oldSelf `json:"ub"`
}

type oldUnset struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H238 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *oldUnset `json:"p,omitempty"`
	// +k8s:optional
	V oldUnset `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []oldUnset `json:"l,omitempty"`
	// +k8s:optional
	M map[string]oldUnset `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *oldUnset `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []oldUnset `json:"ub"`
}

type olst struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H239 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *olst `json:"p,omitempty"`
	// +k8s:optional
	V olst `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []olst `json:"l,omitempty"`
	// +k8s:optional
	M map[string]olst `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *olst `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []olst `json:"ub"`
}

type omv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H240 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *omv `json:"p,omitempty"`
	// +k8s:optional
	V omv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []omv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]omv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *omv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []omv `json:"ub"`
}

type on struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H241 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *on `json:"p,omitempty"`
	// +k8s:optional
	V on `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []on `json:"l,omitempty"`
	// +k8s:optional
	M map[string]on `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *on `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []on `json:"ub"`
}

type on2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H242 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *on2 `json:"p,omitempty"`
	// +k8s:optional
	V on2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []on2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]on2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *on2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []on2 `json:"ub"`
}

type op struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H243 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *op `json:"p,omitempty"`
	// +k8s:optional
	V op `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []op `json:"l,omitempty"`
	// +k8s:optional
	M map[string]op `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *op `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []op `json:"ub"`
}

type operation struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H244 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *operation `json:"p,omitempty"`
	// +k8s:optional
	V operation `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []operation `json:"l,omitempty"`
	// +k8s:optional
	M map[string]operation `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *operation `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []operation `json:"ub"`
}

type opv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H245 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *opv `json:"p,omitempty"`
	// +k8s:optional
	V opv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []opv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]opv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *opv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []opv `json:"ub"`
}

type other struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H246 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *other `json:"p,omitempty"`
	// +k8s:optional
	V other `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []other `json:"l,omitempty"`
	// +k8s:optional
	M map[string]other `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *other `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []other `json:"ub"`
}

type ov struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H247 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *ov `json:"p,omitempty"`
	// +k8s:optional
	V ov `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []ov `json:"l,omitempty"`
	// +k8s:optional
	M map[string]ov `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *ov `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []ov `json:"ub"`
}

type pattern struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H248 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern `json:"p,omitempty"`
	// +k8s:optional
	V pattern `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern `json:"ub"`
}

type pattern2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H249 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern2 `json:"p,omitempty"`
	// +k8s:optional
	V pattern2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern2 `json:"ub"`
}

type pattern3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H250 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern3 `json:"p,omitempty"`
	// +k8s:optional
	V pattern3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern3 `json:"ub"`
}

type pattern4 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H251 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern4 `json:"p,omitempty"`
	// +k8s:optional
	V pattern4 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern4 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern4 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern4 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern4 `json:"ub"`
}

type pattern5 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H252 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern5 `json:"p,omitempty"`
	// +k8s:optional
	V pattern5 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern5 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern5 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern5 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern5 `json:"ub"`
}

type pattern6 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H253 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern6 `json:"p,omitempty"`
	// +k8s:optional
	V pattern6 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern6 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern6 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern6 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern6 `json:"ub"`
}

type pattern7 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H254 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern7 `json:"p,omitempty"`
	// +k8s:optional
	V pattern7 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern7 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern7 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern7 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern7 `json:"ub"`
}

type pattern8 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H255 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern8 `json:"p,omitempty"`
	// +k8s:optional
	V pattern8 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern8 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern8 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern8 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern8 `json:"ub"`
}

type pattern9 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H256 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pattern9 `json:"p,omitempty"`
	// +k8s:optional
	V pattern9 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pattern9 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pattern9 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pattern9 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pattern9 `json:"ub"`
}

type pr struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H257 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pr `json:"p,omitempty"`
	// +k8s:optional
	V pr `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pr `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pr `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pr `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pr `json:"ub"`
}

type pv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H258 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pv `json:"p,omitempty"`
	// +k8s:optional
	V pv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pv `json:"ub"`
}

type pv2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H259 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *pv2 `json:"p,omitempty"`
	// +k8s:optional
	V pv2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []pv2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]pv2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *pv2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []pv2 `json:"ub"`
}

type regexp struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H260 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *regexp `json:"p,omitempty"`
	// +k8s:optional
	V regexp `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []regexp `json:"l,omitempty"`
	// +k8s:optional
	M map[string]regexp `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *regexp `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []regexp `json:"ub"`
}

type root struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H261 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *root `json:"p,omitempty"`
	// +k8s:optional
	V root `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []root `json:"l,omitempty"`
	// +k8s:optional
	M map[string]root `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *root `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []root `json:"ub"`
}

type s struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H262 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *s `json:"p,omitempty"`
	// +k8s:optional
	V s `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []s `json:"l,omitempty"`
	// +k8s:optional
	M map[string]s `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *s `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []s `json:"ub"`
}

type same_Mapstring_string struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H263 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *same_Mapstring_string `json:"p,omitempty"`
	// +k8s:optional
	V same_Mapstring_string `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []same_Mapstring_string `json:"l,omitempty"`
	// +k8s:optional
	M map[string]same_Mapstring_string `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *same_Mapstring_string `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []same_Mapstring_string `json:"ub"`
}

type scheme struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H264 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *scheme `json:"p,omitempty"`
	// +k8s:optional
	V scheme `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []scheme `json:"l,omitempty"`
	// +k8s:optional
	M map[string]scheme `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *scheme `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []scheme `json:"ub"`
}

type self struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H265 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *self `json:"p,omitempty"`
	// +k8s:optional
	V self `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []self `json:"l,omitempty"`
	// +k8s:optional
	M map[string]self `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *self `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []self `json:"ub"`
}

type sov struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H266 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sov `json:"p,omitempty"`
	// +k8s:optional
	V sov `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sov `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sov `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sov `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sov `json:"ub"`
}

type sov2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H267 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sov2 `json:"p,omitempty"`
	// +k8s:optional
	V sov2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sov2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sov2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sov2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sov2 `json:"ub"`
}

type sp struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H268 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sp `json:"p,omitempty"`
	// +k8s:optional
	V sp `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sp `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sp `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sp `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sp `json:"ub"`
}

type sp2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H269 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sp2 `json:"p,omitempty"`
	// +k8s:optional
	V sp2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sp2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sp2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sp2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sp2 `json:"ub"`
}

type stop struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H270 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *stop `json:"p,omitempty"`
	// +k8s:optional
	V stop `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []stop `json:"l,omitempty"`
	// +k8s:optional
	M map[string]stop `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *stop `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []stop `json:"ub"`
}

type stop2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H271 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *stop2 `json:"p,omitempty"`
	// +k8s:optional
	V stop2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []stop2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]stop2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *stop2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []stop2 `json:"ub"`
}

type stop3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H272 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *stop3 `json:"p,omitempty"`
	// +k8s:optional
	V stop3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []stop3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]stop3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *stop3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []stop3 `json:"ub"`
}

type sv struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H273 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sv `json:"p,omitempty"`
	// +k8s:optional
	V sv `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sv `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sv `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sv `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sv `json:"ub"`
}

type sv2 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H274 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *sv2 `json:"p,omitempty"`
	// +k8s:optional
	V sv2 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []sv2 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]sv2 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *sv2 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []sv2 `json:"ub"`
}

type t struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H275 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *t `json:"p,omitempty"`
	// +k8s:optional
	V t `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []t `json:"l,omitempty"`
	// +k8s:optional
	M map[string]t `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *t `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []t `json:"ub"`
}

type testing struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H276 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *testing `json:"p,omitempty"`
	// +k8s:optional
	V testing `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []testing `json:"l,omitempty"`
	// +k8s:optional
	M map[string]testing `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *testing `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []testing `json:"ub"`
}

type time struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H277 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *time `json:"p,omitempty"`
	// +k8s:optional
	V time `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []time `json:"l,omitempty"`
	// +k8s:optional
	M map[string]time `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *time `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []time `json:"ub"`
}

type types struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H278 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *types `json:"p,omitempty"`
	// +k8s:optional
	V types `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []types `json:"l,omitempty"`
	// +k8s:optional
	M map[string]types `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *types `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []types `json:"ub"`
}

type unionMembersOf_Auth struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H279 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Auth `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Auth `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Auth `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Auth `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Auth `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Auth `json:"ub"`
}

type unionMembersOf_Gated struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H280 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Gated `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Gated `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Gated `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Gated `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Gated `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Gated `json:"ub"`
}

type unionMembersOf_Gated_Items struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H281 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Gated_Items `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Gated_Items `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Gated_Items `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Gated_Items `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Gated_Items `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Gated_Items `json:"ub"`
}

type unionMembersOf_Job_Conditions_terminalStatus struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H282 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Job_Conditions_terminalStatus `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Job_Conditions_terminalStatus `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Job_Conditions_terminalStatus `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Job_Conditions_terminalStatus `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Job_Conditions_terminalStatus `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Job_Conditions_terminalStatus `json:"ub"`
}

type unionMembersOf_Multi_a struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H283 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Multi_a `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Multi_a `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Multi_a `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Multi_a `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Multi_a `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Multi_a `json:"ub"`
}

type unionMembersOf_Multi_b struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H284 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Multi_b `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Multi_b `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Multi_b `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Multi_b `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Multi_b `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Multi_b `json:"ub"`
}

type unionMembersOf_Pair_exact struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H285 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Pair_exact `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Pair_exact `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Pair_exact `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Pair_exact `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Pair_exact `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Pair_exact `json:"ub"`
}

type unionMembersOf_Pair_left struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H286 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Pair_left `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Pair_left `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Pair_left `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Pair_left `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Pair_left `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Pair_left `json:"ub"`
}

type unionMembersOf_Pair_right struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H287 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Pair_right `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Pair_right `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Pair_right `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Pair_right `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Pair_right `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Pair_right `json:"ub"`
}

type unionMembersOf_Root_Endpoints struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H288 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Root_Endpoints `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Root_Endpoints `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Root_Endpoints `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Root_Endpoints `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Root_Endpoints `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Root_Endpoints `json:"ub"`
}

type unionMembersOf_Root_Tasks struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H289 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Root_Tasks `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Root_Tasks `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Root_Tasks `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Root_Tasks `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Root_Tasks `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Root_Tasks `json:"ub"`
}

type unionMembersOf_Shadowed struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H290 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Shadowed `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Shadowed `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Shadowed `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Shadowed `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Shadowed `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Shadowed `json:"ub"`
}

type unionMembersOf_Shadowed_Items struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H291 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Shadowed_Items `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Shadowed_Items `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Shadowed_Items `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Shadowed_Items `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Shadowed_Items `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Shadowed_Items `json:"ub"`
}

type unionMembersOf_Shape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H292 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Shape `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Shape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Shape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Shape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Shape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Shape `json:"ub"`
}

type unionMembersOf_Source struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H293 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Source `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Source `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Source `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Source `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Source `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Source `json:"ub"`
}

type unionMembersOf_Source_source struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H294 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Source_source `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Source_source `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Source_source `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Source_source `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Source_source `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Source_source `json:"ub"`
}

type unionMembersOf_StepList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H295 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_StepList `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_StepList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_StepList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_StepList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_StepList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_StepList `json:"ub"`
}

type unionMembersOf_TaskList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H296 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_TaskList `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_TaskList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_TaskList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_TaskList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_TaskList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_TaskList `json:"ub"`
}

type unionMembersOf_Unions_Choice struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H297 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Unions_Choice `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Unions_Choice `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Unions_Choice `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Unions_Choice `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Unions_Choice `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Unions_Choice `json:"ub"`
}

type unionMembersOf_Unions_Shape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H298 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionMembersOf_Unions_Shape `json:"p,omitempty"`
	// +k8s:optional
	V unionMembersOf_Unions_Shape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionMembersOf_Unions_Shape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionMembersOf_Unions_Shape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionMembersOf_Unions_Shape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionMembersOf_Unions_Shape `json:"ub"`
}

type unionOf_Auth struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H299 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Auth `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Auth `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Auth `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Auth `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Auth `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Auth `json:"ub"`
}

type unionOf_Gated struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H300 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Gated `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Gated `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Gated `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Gated `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Gated `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Gated `json:"ub"`
}

type unionOf_Gated_Items struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H301 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Gated_Items `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Gated_Items `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Gated_Items `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Gated_Items `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Gated_Items `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Gated_Items `json:"ub"`
}

type unionOf_Job_Conditions_terminalStatus struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H302 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Job_Conditions_terminalStatus `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Job_Conditions_terminalStatus `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Job_Conditions_terminalStatus `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Job_Conditions_terminalStatus `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Job_Conditions_terminalStatus `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Job_Conditions_terminalStatus `json:"ub"`
}

type unionOf_Multi_a struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H303 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Multi_a `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Multi_a `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Multi_a `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Multi_a `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Multi_a `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Multi_a `json:"ub"`
}

type unionOf_Multi_b struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H304 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Multi_b `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Multi_b `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Multi_b `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Multi_b `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Multi_b `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Multi_b `json:"ub"`
}

type unionOf_Pair_exact struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H305 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Pair_exact `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Pair_exact `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Pair_exact `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Pair_exact `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Pair_exact `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Pair_exact `json:"ub"`
}

type unionOf_Pair_left struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H306 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Pair_left `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Pair_left `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Pair_left `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Pair_left `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Pair_left `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Pair_left `json:"ub"`
}

type unionOf_Pair_right struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H307 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Pair_right `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Pair_right `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Pair_right `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Pair_right `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Pair_right `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Pair_right `json:"ub"`
}

type unionOf_Root_Endpoints struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H308 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Root_Endpoints `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Root_Endpoints `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Root_Endpoints `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Root_Endpoints `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Root_Endpoints `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Root_Endpoints `json:"ub"`
}

type unionOf_Root_Tasks struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H309 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Root_Tasks `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Root_Tasks `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Root_Tasks `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Root_Tasks `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Root_Tasks `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Root_Tasks `json:"ub"`
}

type unionOf_Shadowed struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H310 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Shadowed `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Shadowed `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Shadowed `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Shadowed `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Shadowed `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Shadowed `json:"ub"`
}

type unionOf_Shadowed_Items struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H311 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Shadowed_Items `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Shadowed_Items `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Shadowed_Items `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Shadowed_Items `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Shadowed_Items `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Shadowed_Items `json:"ub"`
}

type unionOf_Shape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H312 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Shape `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Shape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Shape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Shape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Shape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Shape `json:"ub"`
}

type unionOf_Source struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H313 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Source `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Source `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Source `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Source `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Source `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Source `json:"ub"`
}

type unionOf_Source_source struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H314 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Source_source `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Source_source `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Source_source `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Source_source `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Source_source `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Source_source `json:"ub"`
}

type unionOf_StepList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H315 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_StepList `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_StepList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_StepList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_StepList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_StepList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_StepList `json:"ub"`
}

type unionOf_TaskList struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H316 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_TaskList `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_TaskList `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_TaskList `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_TaskList `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_TaskList `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_TaskList `json:"ub"`
}

type unionOf_Unions_Choice struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H317 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Unions_Choice `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Unions_Choice `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Unions_Choice `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Unions_Choice `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Unions_Choice `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Unions_Choice `json:"ub"`
}

type unionOf_Unions_Shape struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H318 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unionOf_Unions_Shape `json:"p,omitempty"`
	// +k8s:optional
	V unionOf_Unions_Shape `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unionOf_Unions_Shape `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unionOf_Unions_Shape `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unionOf_Unions_Shape `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unionOf_Unions_Shape `json:"ub"`
}

type unset struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H319 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *unset `json:"p,omitempty"`
	// +k8s:optional
	V unset `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []unset `json:"l,omitempty"`
	// +k8s:optional
	M map[string]unset `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *unset `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []unset `json:"ub"`
}

type v struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H320 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *v `json:"p,omitempty"`
	// +k8s:optional
	V v `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []v `json:"l,omitempty"`
	// +k8s:optional
	M map[string]v `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *v `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []v `json:"ub"`
}

type v1 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H321 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *v1 `json:"p,omitempty"`
	// +k8s:optional
	V v1 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []v1 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]v1 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *v1 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []v1 `json:"ub"`
}

type v3 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H322 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *v3 `json:"p,omitempty"`
	// +k8s:optional
	V v3 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []v3 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]v3 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *v3 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []v3 `json:"ub"`
}

type v5 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H323 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *v5 `json:"p,omitempty"`
	// +k8s:optional
	V v5 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []v5 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]v5 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *v5 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []v5 `json:"ub"`
}

type v7 struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H324 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *v7 `json:"p,omitempty"`
	// +k8s:optional
	V v7 `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []v7 `json:"l,omitempty"`
	// +k8s:optional
	M map[string]v7 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *v7 `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []v7 `json:"ub"`
}

type validValues struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H325 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validValues `json:"p,omitempty"`
	// +k8s:optional
	V validValues `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validValues `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validValues `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validValues `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validValues `json:"ub"`
}

type validValuesDirection struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H326 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validValuesDirection `json:"p,omitempty"`
	// +k8s:optional
	V validValuesDirection `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validValuesDirection `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validValuesDirection `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validValuesDirection `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validValuesDirection `json:"ub"`
}

type validValuesMode struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H327 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validValuesMode `json:"p,omitempty"`
	// +k8s:optional
	V validValuesMode `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validValuesMode `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validValuesMode `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validValuesMode `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validValuesMode `json:"ub"`
}

type validValuesNothing struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H328 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validValuesNothing `json:"p,omitempty"`
	// +k8s:optional
	V validValuesNothing `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validValuesNothing `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validValuesNothing `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validValuesNothing `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validValuesNothing `json:"ub"`
}

type validValuesProtocol struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H329 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validValuesProtocol `json:"p,omitempty"`
	// +k8s:optional
	V validValuesProtocol `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validValuesProtocol `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validValuesProtocol `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validValuesProtocol `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validValuesProtocol `json:"ub"`
}

type validate struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H330 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validate `json:"p,omitempty"`
	// +k8s:optional
	V validate `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validate `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validate `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validate `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validate `json:"ub"`
}

type validatetest struct {
	TypeMeta int

	// +k8s:required
	// +k8s:maxLength=3
	S string `json:"s"`
}

type H331 struct {
	TypeMeta int

	// +k8s:optional
	// +k8s:immutable
	P *validatetest `json:"p,omitempty"`
	// +k8s:optional
	V validatetest `json:"v"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=s
	L []validatetest `json:"l,omitempty"`
	// +k8s:optional
	M map[string]validatetest `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	UA *validatetest `json:"ua,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unionMember
	UB []validatetest `json:"ub"`
}

