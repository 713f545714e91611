//! Number literals in assembly text: printing and parsing integers and floats of every width
//! exactly, including hex floats (`0x1.8p+1`) and the hex spellings of infinities and NaNs
//! (`0x1p+128`, `0x1.8p+128`) that SPIRV-Tools uses.

use super::operands::NumberType;

/// Bit layout of a binary floating-point format.
#[derive(Clone, Copy)]
struct Format {
    exp_bits: u32,
    frac_bits: u32,
}

fn format(width: u32) -> Option<Format> {
    match width {
        16 => Some(Format { exp_bits: 5, frac_bits: 10 }),
        32 => Some(Format { exp_bits: 8, frac_bits: 23 }),
        64 => Some(Format { exp_bits: 11, frac_bits: 52 }),
        _ => None,
    }
}

/// Prints the literal words of a number of type `ty` as SPIRV-Tools assembly does.
pub fn print(ty: NumberType, words: &[u32]) -> String {
    let raw = words.iter().rev().fold(0u128, |acc, &w| (acc << 32) | u128::from(w));
    match ty {
        NumberType::Int { width, signed } => {
            let width = width.clamp(1, 128);
            let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
            let v = raw & mask;
            if signed && width < 128 && v >> (width - 1) & 1 == 1 {
                format!("-{}", (!v & mask) + 1)
            } else {
                v.to_string()
            }
        }
        NumberType::Float { width } => print_float(width, raw as u64),
    }
}

fn print_float(width: u32, bits: u64) -> String {
    match width {
        32 => {
            let f = f32::from_bits(bits as u32);
            if f.is_finite() { format!("{f}") } else { hex_float(width, bits) }
        }
        64 => {
            let f = f64::from_bits(bits);
            if f.is_finite() { format!("{f}") } else { hex_float(width, bits) }
        }
        _ => hex_float(width, bits),
    }
}

/// Hex-float spelling of the bits of a float of `width` bits (normalized, like SPIRV-Tools).
pub fn hex_float(width: u32, bits: u64) -> String {
    let Some(f) = format(width) else { return format!("{bits:#x}") };
    let sign = if bits >> (f.exp_bits + f.frac_bits) & 1 == 1 { "-" } else { "" };
    let exp_field = (bits >> f.frac_bits) & ((1 << f.exp_bits) - 1);
    let mut frac = bits & ((1u64 << f.frac_bits) - 1);
    let bias = (1i64 << (f.exp_bits - 1)) - 1;
    let mut exp;
    if exp_field == 0 {
        if frac == 0 {
            return format!("{sign}0x0p+0");
        }
        // Subnormal: normalize.
        exp = 1 - bias;
        while frac >> f.frac_bits & 1 == 0 {
            frac <<= 1;
            exp -= 1;
        }
        frac &= (1u64 << f.frac_bits) - 1;
    } else {
        exp = exp_field as i64 - bias;
    }
    // Fraction as hex digits: pad to a multiple of 4 bits, drop trailing zeros.
    let pad = (4 - f.frac_bits % 4) % 4;
    let digits = (f.frac_bits + pad) / 4;
    let mut hex = format!("{:0width$x}", frac << pad, width = digits as usize);
    while hex.ends_with('0') {
        hex.pop();
    }
    let dot = if hex.is_empty() { String::new() } else { format!(".{hex}") };
    let esign = if exp >= 0 { "+" } else { "-" };
    format!("{sign}0x1{dot}p{esign}{}", exp.abs())
}

/// Parses an integer literal (decimal, `0x` hex, optional `-`) for a `width`-bit integer and
/// returns its little-endian words. Negative values (signed types only) narrower than 32 bits
/// are sign-extended, as the specification requires.
pub fn parse_int(text: &str, width: u32, signed: bool) -> Result<Vec<u32>, String> {
    // `!N`: one raw word, as spirv-as spells the bits of a literal of a 32-bit-or-narrower type.
    if let Some(raw) = text.strip_prefix('!') {
        let word = match raw.strip_prefix("0x").or_else(|| raw.strip_prefix("0X")) {
            Some(hex) => u32::from_str_radix(hex, 16),
            None => raw.parse::<u32>(),
        }
        .map_err(|_| format!("invalid raw word '{text}'"))?;
        if width > 32 {
            return Err(format!("raw word '{text}' for a {width}-bit literal (one word holds 32 bits)"));
        }
        return Ok(vec![word]);
    }
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let magnitude = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(hex) => u128::from_str_radix(hex, 16),
        None if body.bytes().all(|b| b.is_ascii_digit()) => body.parse::<u128>(),
        None => "x".parse::<u128>(),
    }
    .map_err(|_| format!("invalid integer literal '{text}'"))?;
    let width = width.clamp(1, 128);
    let too_big = || format!("integer literal '{text}' does not fit {width} bits");
    let value = if neg {
        if !signed {
            return Err(format!("negative literal '{text}' for an unsigned type"));
        }
        if magnitude > 1u128 << (width - 1) {
            return Err(too_big());
        }
        magnitude.wrapping_neg()
    } else {
        if width < 128 && magnitude >> width != 0 {
            return Err(too_big());
        }
        magnitude
    };
    let words = (width as usize).div_ceil(32);
    Ok((0..words).map(|i| (value >> (32 * i)) as u32).collect())
}

/// Parses a float literal (decimal or hex float) for a `width`-bit float; returns its words.
pub fn parse_float(text: &str, width: u32) -> Result<Vec<u32>, String> {
    let bad = || format!("invalid {width}-bit float literal '{text}'");
    let f = format(width).ok_or_else(|| format!("unsupported float width {width}"))?;
    let (neg, body) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    let bits = if let Some(hex) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        parse_hex_float(hex, f).ok_or_else(bad)?
    } else {
        if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit() || b"eE.+-".contains(&b)) {
            return Err(bad());
        }
        match width {
            32 => u64::from(body.parse::<f32>().map_err(|_| bad())?.to_bits()),
            64 => body.parse::<f64>().map_err(|_| bad())?.to_bits(),
            _ => f64_to_half(body.parse::<f64>().map_err(|_| bad())?),
        }
    };
    let bits = if neg { bits | 1u64 << (f.exp_bits + f.frac_bits) } else { bits };
    Ok(if width == 64 { vec![bits as u32, (bits >> 32) as u32] } else { vec![bits as u32] })
}

/// Encodes the magnitude of a hex float (text after `0x`) exactly in format `f`; exponents just
/// past the largest give infinity (zero fraction) or a NaN carrying the fraction bits.
fn parse_hex_float(text: &str, f: Format) -> Option<u64> {
    let (mantissa, exp_text) = match text.find(['p', 'P']) {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => (text, "0"),
    };
    let exp: i64 = exp_text.strip_prefix('+').unwrap_or(exp_text).parse().ok()?;
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return None;
    }
    // value = m * 2^(e2), with m an integer of up to 120 bits.
    let mut m: u128 = 0;
    let mut e2 = exp;
    for c in int_part.chars() {
        m = m.checked_mul(16)? + u128::from(c.to_digit(16)?);
    }
    for c in frac_part.chars() {
        m = m.checked_mul(16)? + u128::from(c.to_digit(16)?);
        e2 -= 4;
    }
    let bias = (1i64 << (f.exp_bits - 1)) - 1;
    let exp_max = (1u64 << f.exp_bits) - 1;
    if m == 0 {
        return Some(0);
    }
    // Normalize so the leading one is at bit frac_bits.
    let top = 127 - i64::from(m.leading_zeros());
    let mut unbiased = top + e2;
    if unbiased > bias {
        // Infinity / NaN spelling: 0x1p+128, 0x1.8p+128.
        if unbiased != bias + 1 {
            return Some(exp_max << f.frac_bits);
        }
        let shift = top - i64::from(f.frac_bits);
        let frac = if shift >= 0 { m >> shift } else { m << -shift } as u64 & ((1 << f.frac_bits) - 1);
        return Some((exp_max << f.frac_bits) | frac);
    }
    let mut shift = top - i64::from(f.frac_bits);
    let mut biased = unbiased + bias;
    if biased <= 0 {
        // Subnormal.
        shift += 1 - biased;
        biased = 0;
    }
    let mut frac = if shift > 0 {
        let kept = if shift >= 128 { 0 } else { m >> shift };
        let rem = if shift >= 128 { m } else { m & ((1u128 << shift) - 1) };
        let half = if shift > 128 { 0 } else { 1u128 << (shift - 1) };
        if rem > half || (rem == half && kept & 1 == 1) { kept + 1 } else { kept }
    } else {
        m << -shift
    } as u64;
    if frac >> (f.frac_bits + 1) != 0 {
        frac >>= 1;
        biased += 1;
        unbiased += 1;
    }
    if biased == 0 && frac >> f.frac_bits == 1 {
        biased = 1;
    }
    if unbiased > bias || biased as u64 >= exp_max {
        return Some(exp_max << f.frac_bits);
    }
    Some(((biased as u64) << f.frac_bits) | (frac & ((1 << f.frac_bits) - 1)))
}

/// Rounds a double to the nearest half-precision value (ties to even); returns its bits.
pub fn f64_to_half(v: f64) -> u64 {
    let bits = v.to_bits();
    let sign = (bits >> 63) << 15;
    if v.is_nan() {
        return sign | 0x7e00;
    }
    let a = v.abs();
    if a == 0.0 {
        return sign;
    }
    if a.is_infinite() {
        return sign | 0x7c00;
    }
    let f = Format { exp_bits: 5, frac_bits: 10 };
    // Exact binary expansion of the double, then the shared rounding.
    let e = ((a.to_bits() >> 52) & 0x7ff) as i64;
    let (m, e2) = if e == 0 {
        (u128::from(a.to_bits() & ((1 << 52) - 1)), -1074)
    } else {
        (u128::from((a.to_bits() & ((1 << 52) - 1)) | (1 << 52)), e - 1075)
    };
    let hex = format!("{m:x}p{e2}");
    sign | parse_hex_float(&hex, f).unwrap_or(0x7c00)
}
