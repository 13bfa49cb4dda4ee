<?php
/**
 * The PHP checks PHP_CodeSniffer's own standards lack and the WordPress Coding Standards would
 * make (their sniffs are not available on CI): output escaping and nonces. PHP's own tokenizer
 * reads the files; `php checks.php FILE…` prints the findings as JSON, one object per finding:
 * {file, line, rule, message}. scripts/lint-php.ts runs it; checks.test.ts feeds it snippets.
 *
 * - escape: every `echo`, `print`, `<?=`, and the arguments of `printf` / `vprintf` (after a
 *   literal format) are literals, numbers, upper-case constants, casts to a number, or the result
 *   of an escaping function (esc_html, esc_attr, esc_url, wp_kses, wp_json_encode, …), joined with
 *   `.`, `,`, `?:` or `??`; `implode( ', ', array_map( 'esc_html', … ) )` counts as escaped.
 *   `_e()` and `_ex()` print unescaped translations: use esc_html_e() and friends.
 * - nonce: a function (or the file's top level) that reads `$_POST`, `$_REQUEST` or `$_FILES`,
 *   and a method hooked on `admin_post_*` or `wp_ajax_*`, checks a nonce (check_admin_referer,
 *   check_ajax_referer, wp_verify_nonce) and a capability (current_user_can, user_can);
 *   `wp_ajax_nopriv_*` handlers need the nonce only.
 *
 * A line may opt out with a comment on it or on the line above that says why:
 * `// lint-php: escaped <why>` or `// lint-php: no-nonce <why>` (WPCS's
 * `phpcs:ignore WordPress.Security.EscapeOutput` / `.NonceVerification` are honoured too).
 *
 * @package ShopIslands
 */

'cli' === PHP_SAPI || exit;

const SAFE_OUTPUT       = array(
	'esc_html',
	'esc_attr',
	'esc_url',
	'esc_js',
	'esc_textarea',
	'esc_xml',
	'esc_html__',
	'esc_attr__',
	'esc_html_x',
	'esc_attr_x',
	'wp_kses',
	'wp_kses_post',
	'wp_kses_data',
	'wp_json_encode',
	'absint',
	'intval',
	'floatval',
	'boolval',
	'count',
	'number_format_i18n',
	'checked',
	'selected',
	'disabled',
	'wp_readonly',
	'tag_escape',
	'sanitize_html_class',
	'wp_nonce_field',
	'get_submit_button',
);
const NONCE_CHECKS      = array( 'check_admin_referer', 'check_ajax_referer', 'wp_verify_nonce' );
const CAPABILITY_CHECKS = array( 'current_user_can', 'user_can' );
const REQUEST_GLOBALS   = array( '$_POST', '$_REQUEST', '$_FILES' );

/**
 * Significant tokens of a file: [kind, text, line], comments kept apart by line.
 *
 * @param string $code PHP source.
 * @return array{0: array<int, array{0: int|string, 1: string, 2: int}>, 1: array<int, string>}
 */
function lint_tokens( $code ) {
	$tokens   = array();
	$comments = array();
	$line     = 1;
	foreach ( token_get_all( $code ) as $token ) {
		if ( is_array( $token ) ) {
			$line = $token[2];
			if ( T_COMMENT === $token[0] || T_DOC_COMMENT === $token[0] ) {
				$comments[ $line ] = ( $comments[ $line ] ?? '' ) . $token[1];
				continue;
			}
			if ( T_WHITESPACE === $token[0] ) {
				continue;
			}
			$tokens[] = array( $token[0], $token[1], $line );
		} else {
			$tokens[] = array( $token, $token, $line );
		}
	}
	return array( $tokens, $comments );
}

/**
 * Whether a line (or the one above) carries an opt-out comment.
 *
 * @param array<int, string> $comments Line => comment text.
 * @param int                $line     Line.
 * @param string             $rule     'escape' or 'nonce'.
 * @return bool
 */
function lint_opted_out( array $comments, $line, $rule ) {
	$pattern = 'escape' === $rule ? '/lint-php:\s*escaped\s+\S|phpcs:ignore[^\n]*WordPress\.Security\.EscapeOutput/' : '/lint-php:\s*no-nonce\s+\S|phpcs:ignore[^\n]*WordPress\.Security\.NonceVerification/';
	foreach ( array( $line, $line - 1 ) as $at ) {
		if ( isset( $comments[ $at ] ) && preg_match( $pattern, $comments[ $at ] ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Splits tokens on a top-level separator (outside (), [] and {}).
 *
 * @param array  $tokens    Tokens.
 * @param string $separator One-character token, or a token kind.
 * @return array[] The parts.
 */
function lint_split( array $tokens, $separator ) {
	$parts = array( array() );
	$depth = 0;
	foreach ( $tokens as $token ) {
		$text = is_string( $token[0] ) ? $token[0] : '';
		if ( in_array( $text, array( '(', '[', '{' ), true ) || T_CURLY_OPEN === $token[0] || T_DOLLAR_OPEN_CURLY_BRACES === $token[0] ) {
			++$depth;
		} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
			--$depth;
		}
		if ( 0 === $depth && $token[0] === $separator ) {
			$parts[] = array();
			continue;
		}
		$parts[ count( $parts ) - 1 ][] = $token;
	}
	return $parts;
}

/**
 * The index of the token closing the bracket opened at $open.
 *
 * @param array $tokens Tokens.
 * @param int   $open   Index of '(' or '['.
 * @return int
 */
function lint_closing( array $tokens, $open ) {
	$depth = 0;
	$count = count( $tokens );
	for ( $i = $open; $i < $count; $i++ ) {
		$text = is_string( $tokens[ $i ][0] ) ? $tokens[ $i ][0] : '';
		if ( '(' === $text || '[' === $text ) {
			++$depth;
		} elseif ( ')' === $text || ']' === $text ) {
			--$depth;
			if ( 0 === $depth ) {
				return $i;
			}
		}
	}
	return $count - 1;
}

/**
 * Whether an expression is escaped output (see the file comment).
 *
 * @param array $tokens The expression's tokens.
 * @return bool
 */
function lint_escaped( array $tokens ) {
	if ( array() === $tokens ) {
		return true;
	}
	$ternary = lint_split( $tokens, '?' );
	if ( count( $ternary ) > 1 ) {
		$rest     = array_merge( ...array_slice( $ternary, 1 ) );
		$branches = lint_split( $rest, ':' );
		if ( ':' === ( $rest[0][0] ?? null ) ) {
			// `a ?: b` prints a itself.
			$branches[] = $ternary[0];
		}
		return array_reduce(
			$branches,
			function ( $ok, $part ) {
				return $ok && lint_escaped( $part );
			},
			true
		);
	}
	foreach ( array( T_COALESCE, '.' ) as $operator ) {
		$parts = lint_split( $tokens, $operator );
		if ( count( $parts ) > 1 ) {
			return array_reduce(
				$parts,
				function ( $ok, $part ) {
					return $ok && lint_escaped( $part );
				},
				true
			);
		}
	}
	$first = $tokens[0];
	$last  = $tokens[ count( $tokens ) - 1 ];
	if ( in_array( $first[0], array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) {
		return true;
	}
	if ( 1 === count( $tokens ) ) {
		if ( in_array( $first[0], array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER ), true ) ) {
			return true;
		}
		return T_STRING === $first[0] && ( preg_match( '/^[A-Z][A-Z0-9_]*$/', $first[1] ) || in_array( strtolower( $first[1] ), array( 'true', 'false', 'null' ), true ) );
	}
	if ( '(' === $first[0] && lint_closing( $tokens, 0 ) === count( $tokens ) - 1 ) {
		return lint_escaped( array_slice( $tokens, 1, -1 ) );
	}
	if ( in_array( $first[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) && isset( $tokens[1] ) && '(' === $tokens[1][0] && lint_closing( $tokens, 1 ) === count( $tokens ) - 1 && ')' === $last[0] ) {
		$name = strtolower( ltrim( $first[1], '\\' ) );
		if ( in_array( $name, SAFE_OUTPUT, true ) ) {
			return true;
		}
		if ( 'implode' === $name || 'join' === $name ) {
			$args = lint_split( array_slice( $tokens, 2, -1 ), ',' );
			return 2 === count( $args ) && lint_escaped( $args[0] ) && lint_mapped_escaped( $args[1] );
		}
	}
	return false;
}

/**
 * Whether an expression is `array_map( 'esc_…', … )` with an escaping function.
 *
 * @param array $tokens Tokens.
 * @return bool
 */
function lint_mapped_escaped( array $tokens ) {
	if ( count( $tokens ) < 4 || T_STRING !== $tokens[0][0] || 'array_map' !== strtolower( $tokens[0][1] ) || '(' !== $tokens[1][0] ) {
		return false;
	}
	return T_CONSTANT_ENCAPSED_STRING === $tokens[2][0] && in_array( trim( $tokens[2][1], '\'"' ), SAFE_OUTPUT, true ) && ',' === $tokens[3][0];
}

/**
 * The escaping findings of a file.
 *
 * @param array $tokens   Significant tokens.
 * @param array $comments Line => comments.
 * @return array<int, array{line: int, rule: string, message: string}>
 */
function lint_escape_findings( array $tokens, array $comments ) {
	$found = array();
	$count = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$kind = $tokens[ $i ][0];
		$line = $tokens[ $i ][2];
		$prev = $tokens[ $i - 1 ][0] ?? null;
		if ( in_array( $kind, array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO ), true ) ) {
			$end = $i + 1;
			for ( $depth = 0; $end < $count; $end++ ) {
				$text   = is_string( $tokens[ $end ][0] ) ? $tokens[ $end ][0] : '';
				$depth += in_array( $text, array( '(', '[', '{' ), true ) ? 1 : ( in_array( $text, array( ')', ']', '}' ), true ) ? -1 : 0 );
				if ( 0 === $depth && ( ';' === $text || T_CLOSE_TAG === $tokens[ $end ][0] ) ) {
					break;
				}
			}
			$args = T_PRINT === $kind ? array( array_slice( $tokens, $i + 1, $end - $i - 1 ) ) : lint_split( array_slice( $tokens, $i + 1, $end - $i - 1 ), ',' );
			foreach ( $args as $arg ) {
				if ( ! lint_escaped( $arg ) && ! lint_opted_out( $comments, $line, 'escape' ) ) {
					$found[] = array(
						'line'    => $line,
						'rule'    => 'escape',
						'message' => 'output not escaped: ' . lint_text( $arg ) . ' (wrap it in esc_html(), esc_attr(), esc_url(), wp_kses() …)',
					);
				}
			}
			$i = $end;
			continue;
		}
		if ( T_STRING !== $kind || ! isset( $tokens[ $i + 1 ] ) || '(' !== $tokens[ $i + 1 ][0] || in_array( $prev, array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NULLSAFE_OBJECT_OPERATOR ), true ) ) {
			continue;
		}
		$name = strtolower( $tokens[ $i ][1] );
		if ( '_e' === $name || '_ex' === $name ) {
			if ( ! lint_opted_out( $comments, $line, 'escape' ) ) {
				$found[] = array(
					'line'    => $line,
					'rule'    => 'escape',
					'message' => $name . '() prints an unescaped translation: use esc_html' . $name . '() or esc_attr' . $name . '()',
				);
			}
		} elseif ( 'printf' === $name || 'vprintf' === $name ) {
			$close = lint_closing( $tokens, $i + 1 );
			$args  = lint_split( array_slice( $tokens, $i + 2, $close - $i - 2 ), ',' );
			$rest  = array_slice( $args, 1 );
			if ( 'vprintf' === $name && isset( $rest[0][0] ) && T_ARRAY === $rest[0][0][0] ) {
				$rest = lint_split( array_slice( $rest[0], 2, -1 ), ',' );
			}
			$format_ok = 1 === count( $args[0] ) && T_CONSTANT_ENCAPSED_STRING === $args[0][0][0];
			foreach ( $format_ok ? $rest : $args as $arg ) {
				if ( ! lint_escaped( $arg ) && ! lint_opted_out( $comments, $line, 'escape' ) ) {
					$found[] = array(
						'line'    => $line,
						'rule'    => 'escape',
						'message' => ( $format_ok ? $name . '() argument not escaped: ' : $name . '() format is not a literal: ' ) . lint_text( $arg ),
					);
				}
			}
		}
	}
	return $found;
}

/**
 * The nonce findings of a file.
 *
 * @param array $tokens   Significant tokens.
 * @param array $comments Line => comments.
 * @return array<int, array{line: int, rule: string, message: string}>
 */
function lint_nonce_findings( array $tokens, array $comments ) {
	// Scopes: the file's top level, then each function body (its own calls only, not nested ones').
	$scopes = array(
		array(
			'name'  => '',
			'line'  => 1,
			'calls' => array(),
			'reads' => array(),
		),
	);
	$stack  = array( 0 );
	$braces = array();
	$hooks  = array();
	$count  = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		$scope = end( $stack );
		if ( T_FUNCTION === $token[0] || T_FN === $token[0] ) {
			$name = T_STRING === ( $tokens[ $i + 1 ][0] ?? null ) ? $tokens[ $i + 1 ][1] : '{closure}';
			for ( $j = $i + 1; $j < $count && '{' !== $tokens[ $j ][0] && ';' !== $tokens[ $j ][0]; $j++ ) {
				continue;
			}
			if ( $j < $count && '{' === $tokens[ $j ][0] ) {
				$scopes[] = array(
					'name'  => $name,
					'line'  => $token[2],
					'calls' => array(),
					'reads' => array(),
				);
				$stack[]  = count( $scopes ) - 1;
				$braces[] = true;
				$i        = $j;
			}
			continue;
		}
		if ( '{' === $token[0] || T_CURLY_OPEN === $token[0] || T_DOLLAR_OPEN_CURLY_BRACES === $token[0] ) {
			$braces[] = false;
		} elseif ( '}' === $token[0] ) {
			if ( array_pop( $braces ) ) {
				array_pop( $stack );
			}
		} elseif ( T_VARIABLE === $token[0] && in_array( $token[1], REQUEST_GLOBALS, true ) ) {
			$scopes[ $scope ]['reads'][] = $token[2];
		} elseif ( T_STRING === $token[0] && '(' === ( $tokens[ $i + 1 ][0] ?? null ) ) {
			$scopes[ $scope ]['calls'][] = strtolower( $token[1] );
			if ( in_array( strtolower( $token[1] ), array( 'add_action', 'add_filter' ), true ) && T_CONSTANT_ENCAPSED_STRING === ( $tokens[ $i + 2 ][0] ?? null ) ) {
				$hook = trim( $tokens[ $i + 2 ][1], '\'"' );
				if ( preg_match( '/^(admin_post_|wp_ajax_)/', $hook ) ) {
					$args     = lint_split( array_slice( $tokens, $i + 2, lint_closing( $tokens, $i + 1 ) - $i - 2 ), ',' );
					$callback = array_values( array_filter( $args[1] ?? array(), fn( $t ) => T_CONSTANT_ENCAPSED_STRING === $t[0] ) );
					if ( array() !== $callback ) {
						$hooks[] = array( $hook, trim( end( $callback )[1], '\'"' ), $token[2] );
					}
				}
			}
		}
	}

	$found = array();
	$check = function ( array $scope, $line, $why, $needs_capability ) use ( &$found, $comments ) {
		$nonce = array() !== array_intersect( NONCE_CHECKS, $scope['calls'] );
		$cap   = array() !== array_intersect( CAPABILITY_CHECKS, $scope['calls'] );
		if ( ( $nonce && ( $cap || ! $needs_capability ) ) || lint_opted_out( $comments, $line, 'nonce' ) || lint_opted_out( $comments, $scope['line'], 'nonce' ) ) {
			return;
		}
		$missing = array_filter( array( $nonce ? '' : 'a nonce check (check_admin_referer, check_ajax_referer, wp_verify_nonce)', $cap || ! $needs_capability ? '' : 'a capability check (current_user_can)' ) );
		$found[] = array(
			'line'    => $line,
			'rule'    => 'nonce',
			'message' => $why . ' without ' . implode( ' and ', $missing ),
		);
	};
	foreach ( $scopes as $scope ) {
		if ( array() !== $scope['reads'] ) {
			$check( $scope, $scope['reads'][0], ( '' === $scope['name'] ? 'the file' : $scope['name'] . '()' ) . ' reads request input', true );
		}
	}
	foreach ( $hooks as list( $hook, $callback, $line ) ) {
		foreach ( $scopes as $scope ) {
			if ( strtolower( $scope['name'] ) === strtolower( $callback ) ) {
				$check( $scope, $scope['line'], $callback . '() handles ' . $hook, 0 !== strpos( $hook, 'wp_ajax_nopriv_' ) );
			}
		}
	}
	return $found;
}

/**
 * An expression's text, for a message.
 *
 * @param array $tokens Tokens.
 * @return string
 */
function lint_text( array $tokens ) {
	$text = implode( ' ', array_map( fn( $t ) => $t[1], $tokens ) );
	return strlen( $text ) > 80 ? substr( $text, 0, 77 ) . '...' : $text;
}

$findings = array();
foreach ( array_slice( $argv, 1 ) as $file ) {
	list( $tokens, $comments ) = lint_tokens( (string) file_get_contents( $file ) );
	foreach ( array_merge( lint_escape_findings( $tokens, $comments ), lint_nonce_findings( $tokens, $comments ) ) as $finding ) {
		$findings[] = array( 'file' => $file ) + $finding;
	}
}
// lint-php: escaped JSON for the command line, not a page.
echo json_encode( $findings, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ), "\n";
