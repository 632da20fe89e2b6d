use super::ByteSize;

impl std::str::FromStr for ByteSize {
    type Err = String;

    fn from_str(value: &str) -> Result<Self, Self::Err> {
        if let Ok(v) = value.parse::<u64>() {
            return Ok(Self(v));
        }
        let number: String = value.chars().take_while(|c| c.is_ascii_digit() || c == &'.').collect();
        match number.parse::<f64>() {
            Ok(v) => {
                let suffix: String = value.chars().skip_while(|c| c.is_whitespace() || c.is_ascii_digit() || c == &'.').collect();
                match suffix.parse::<Unit>() {
                    Ok(u) => Ok(Self((v * u) as u64)),
                    Err(error) => Err(format!("couldn't parse {:?} into a known SI unit, {}", suffix, error)),
                }
            }
            Err(error) => Err(format!("couldn't parse {:?} into a ByteSize, {}", value, error)),
        }
    }
}

enum Unit {
    Byte,
    KiloByte,
    MegaByte,
    GigaByte,
    TeraByte,
    KibiByte,
    MebiByte,
    GibiByte,
    TebiByte,
}

impl Unit {
    fn factor(&self) -> u64 {
        match self {
            Self::Byte => 1,
            Self::KiloByte => crate::KB,
            Self::MegaByte => crate::MB,
            Self::GigaByte => crate::GIB,
            Self::TeraByte => crate::TB,
            Self::KibiByte => crate::KIB,
            Self::MebiByte => crate::MIB,
            Self::GibiByte => crate::GIB,
            Self::TebiByte => crate::TIB,
        }
    }
}

impl std::ops::Mul<Unit> for f64 {
    type Output = f64;

    fn mul(self, rhs: Unit) -> Self::Output {
        self * rhs.factor() as f64
    }
}

impl std::str::FromStr for Unit {
    type Err = String;

    fn from_str(unit: &str) -> Result<Self, Self::Err> {
        match unit.to_lowercase().as_str() {
            "b" => Ok(Self::Byte),
            "k" | "kb" => Ok(Self::KiloByte),
            "m" | "mb" => Ok(Self::MegaByte),
            "g" | "gb" => Ok(Self::GigaByte),
            "t" | "tb" => Ok(Self::TeraByte),
            "ki" | "kib" => Ok(Self::KibiByte),
            "mi" | "mib" => Ok(Self::MebiByte),
            "gi" | "gib" => Ok(Self::GibiByte),
            "ti" | "tib" => Ok(Self::TebiByte),
            _ => Err(format!("couldn't parse unit of {:?}", unit)),
        }
    }
}
