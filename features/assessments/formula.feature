Feature: Formulas a student types
  A formula is read without running any code: numbers (3,5 or 3.5), the question's variables,
  + − × ÷ and ^, brackets, products written side by side (2x, 3(x+1)), pi and e, and sqrt, sin,
  cos, tan, ln, log, exp and abs. Two formulas are equivalent when they give the same value at a
  fixed set of sample points.

  Scenario Outline: Reading a formula
    Given the formula variables are "x, y"
    When the formula "<formula>" is read
    Then with "x=2, y=3" it is worth <value>

    Examples:
      | formula       | value  |
      | 2x+1          | 5      |
      | 3(x+1)        | 9      |
      | x y           | 6      |
      | xy            | 6      |
      | (x)(y)        | 6      |
      | -x^2          | -4     |
      | 2^3^2         | 512    |
      | 2^-1          | 0.5    |
      | 3,5x          | 7      |
      | sqrt(16)+abs(-y) | 7   |
      | 1/2x          | 1      |
      | x·y − 1       | 5      |
      | ln(e^2)       | 2      |
      | log(1000)     | 3      |

  Scenario Outline: What cannot be read
    Given the formula variables are "x"
    When the formula "<formula>" is read
    Then it is refused with "<code>"

    Examples:
      | formula   | code                 |
      | 2(x+1     | formula.syntax       |
      | x+        | formula.syntax       |
      |           | formula.syntax       |
      | 2 3       | formula.syntax       |
      | 2y        | formula.unknown-name |
      | foo(x)    | formula.unknown-name |
      | x; alert  | formula.syntax       |

  Scenario Outline: Equivalent formulas
    Given the formula variables are "<variables>"
    Then "<given>" <is> equivalent to "<expected>"

    Examples:
      | variables | expected         | given               | is     |
      | x         | 2(x+1)           | 2x+2                | is     |
      | x         | (x+1)^2          | x^2+2x+1            | is     |
      | x         | (x+1)^2          | x^2+1               | is not |
      | x, y      | x y              | y*x                 | is     |
      | x, y      | x/y              | x*y^-1              | is     |
      | x, y      | x - y            | y - x               | is not |
      | x         | sin(x)^2+cos(x)^2 | 1                  | is     |
      | x         | sqrt(x)          | x^(1/2)             | is     |
      | x         | x                | sqrt(x^2)           | is not |
      | x         | 2x               | 2x+0,0000001        | is not |
      |           | pi/2             | 1,5707963267948966  | is     |
      | x         | x+1              | x+                  | is not |
      | x         | x                | y                   | is not |
