//! The interface's texts in the player's language, from Project Fluent
//! catalogues built into the program (`assets/locales/<code>/*.ftl`, listed
//! by `build.rs`), no Bevy. Rules and the computer players return typed
//! values; the app words them through a [`Texts`].
//!
//! A pseudo-language, made from English as it is looked up, shows every
//! text longer and accented, so that a screenshot shows any text that is
//! not in a catalogue and any layout that breaks on longer words.
//!
//! ```
//! use chinese_checkers::locale::{Language, Texts};
//! let texts = Texts::new(Language::English);
//! assert_eq!(texts.get("menu-quit"), "Quit");
//! assert_eq!(texts.with("menu-continue-named", &[("name", "Duel".into()), ("turn", 7.into())]), "Duel, at turn 7");
//! assert!(Texts::new(Language::Pseudo).get("menu-quit").starts_with('['));
//! ```

mod pseudo;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language of the interface.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the language every catalogue is written from.
    #[default]
    English,
    /// German.
    German,
    /// French.
    French,
    /// Spanish.
    Spanish,
    /// Simplified Chinese.
    Chinese,
    /// English made longer and accented, to test the layout.
    Pseudo,
}

impl Language {
    /// The languages a player chooses from, in the order offered.
    pub const OFFERED: [Language; 5] =
        [Language::English, Language::German, Language::French, Language::Spanish, Language::Chinese];

    /// The folder of its catalogues under `assets/locales`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English | Language::Pseudo => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Chinese => "zh",
        }
    }

    /// Its name in itself, as the language list shows it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Chinese => "简体中文",
            Language::Pseudo => "Pseudo-language",
        }
    }

    /// Whether the language writes a decimal comma ("0,5") rather than a
    /// point.
    fn decimal_comma(self) -> bool {
        matches!(self, Language::German | Language::French | Language::Spanish)
    }

    /// The offered language of a locale such as the operating system's
    /// (`de-DE`, `fr_CA.UTF-8`), by its first part; `None` for another.
    pub fn of_locale(locale: &str) -> Option<Language> {
        let primary = locale.split(['-', '_', '.']).next()?.to_ascii_lowercase();
        Language::OFFERED.into_iter().find(|language| language.code() == primary)
    }
}

/// One language's catalogue, ready to word texts. Looking up a key that
/// the catalogue lacks gives the key itself, so the gap shows on screen.
pub struct Texts {
    language: Language,
    bundle: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Texts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Texts").field("language", &self.language).finish_non_exhaustive()
    }
}

impl Texts {
    /// The catalogue of `language`, built from the files built into the
    /// program. (A file that does not parse is a fault of the build; its
    /// good messages are kept, and the test of the catalogues names it.)
    pub fn new(language: Language) -> Texts {
        let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Unicode isolation marks around each variable would show as boxes
        // in the interface's font.
        bundle.set_use_isolating(false);
        // NUMBER, for ordinals ("1st") and number formats.
        let _ = bundle.add_builtins();
        if language.decimal_comma() {
            bundle.set_formatter(Some(with_decimal_comma));
        }
        for file in catalogue_files(language.code()) {
            let resource = FluentResource::try_new(file.text.to_owned()).unwrap_or_else(|(partial, _)| partial);
            // A message defined twice keeps its first text.
            let _ = bundle.add_resource(resource);
        }
        Texts { language, bundle }
    }

    /// The language of these texts.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The text of `key`.
    pub fn get(&self, key: &str) -> String {
        self.with(key, &[])
    }

    /// The text of `key` with its variables (names without the `$`).
    pub fn with(&self, key: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.find(key, None, args).unwrap_or_else(|| key.to_owned())
    }

    /// The text of `key`, or of one of its attributes, with its variables;
    /// `None` where the catalogue lacks it.
    pub fn find(&self, key: &str, attribute: Option<&str>, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let message = self.bundle.get_message(key)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
        Some(match self.language {
            Language::Pseudo => pseudo::stretch(&text),
            _ => text,
        })
    }
}

/// A number with a decimal comma; any other value as Fluent writes it.
fn with_decimal_comma<M>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(number) => Some(number.as_string().replace('.', ",")),
        _ => None,
    }
}

/// The built-in catalogue files of a language's folder.
fn catalogue_files(code: &str) -> &'static [content::BuiltIn] {
    LOCALES.iter().find(|(folder, _)| *folder == code).map_or(&[], |(_, files)| files)
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    use std::collections::{BTreeMap, BTreeSet};

    /// A message's attributes and the variables its texts use.
    type Shape = (BTreeSet<String>, BTreeSet<String>);

    /// Each language folder's messages with their shapes, and the files
    /// that do not parse: what the test of the catalogues compares.
    fn shapes_by_language() -> Vec<(&'static str, BTreeMap<String, Shape>, Vec<String>)> {
        LOCALES
            .iter()
            .map(|(code, files)| {
                let mut shapes = BTreeMap::new();
                let mut broken = Vec::new();
                for file in files.iter() {
                    let resource = match fluent_syntax::parser::parse(file.text) {
                        Ok(resource) => resource,
                        Err((_, errors)) => {
                            broken.push(format!("{code}/{}: {errors:?}", file.name));
                            continue;
                        }
                    };
                    for entry in resource.body {
                        let Entry::Message(message) = entry else { continue };
                        let mut variables = BTreeSet::new();
                        message.value.iter().for_each(|value| variables_in(value, &mut variables));
                        let mut attributes = BTreeSet::new();
                        for attribute in &message.attributes {
                            attributes.insert(attribute.id.name.to_owned());
                            variables_in(&attribute.value, &mut variables);
                        }
                        let name = message.id.name.to_owned();
                        if shapes.insert(name.clone(), (attributes, variables)).is_some() {
                            broken.push(format!("{code}/{}: {name} is defined twice", file.name));
                        }
                    }
                }
                (*code, shapes, broken)
            })
            .collect()
    }

    /// Adds the names of the variables `pattern` uses to `variables`.
    fn variables_in(pattern: &Pattern<&str>, variables: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_variables(expression, variables);
            }
        }
    }

    fn expression_variables(expression: &Expression<&str>, variables: &mut BTreeSet<String>) {
        match expression {
            Expression::Select { selector, variants } => {
                inline_variables(selector, variables);
                variants.iter().for_each(|variant| variables_in(&variant.value, variables));
            }
            Expression::Inline(inline) => inline_variables(inline, variables),
        }
    }

    fn inline_variables(inline: &InlineExpression<&str>, variables: &mut BTreeSet<String>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                variables.insert(id.name.to_owned());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                arguments.positional.iter().for_each(|argument| inline_variables(argument, variables));
            }
            InlineExpression::Placeable { expression } => expression_variables(expression, variables),
            _ => {}
        }
    }

    #[test]
    fn every_catalogue_parses_with_englishs_messages_attributes_and_variables() {
        let all = shapes_by_language();
        let (_, english, _) = all.iter().find(|(code, ..)| *code == "en").expect("an English catalogue");
        assert!(!english.is_empty());
        for (code, shapes, broken) in &all {
            assert!(broken.is_empty(), "{code}: {broken:?}");
            for (key, shape) in english {
                assert_eq!(shapes.get(key), Some(shape), "{code}: {key} (attributes, variables) as in English");
            }
            let extra: Vec<&String> = shapes.keys().filter(|key| !english.contains_key(*key)).collect();
            assert!(extra.is_empty(), "{code}: messages English lacks: {extra:?}");
        }
    }

    #[test]
    fn the_offered_languages_each_have_a_catalogue_and_a_locale_finds_them() {
        for language in Language::OFFERED {
            assert!(!catalogue_files(language.code()).is_empty(), "{language:?}");
            assert_eq!(Language::of_locale(language.code()), Some(language));
        }
        assert_eq!(Language::of_locale("en_GB.UTF-8"), Some(Language::English));
        assert_eq!(Language::of_locale("de_AT.UTF-8"), Some(Language::German));
        assert_eq!(Language::of_locale("zh-Hans-CN"), Some(Language::Chinese));
        assert_eq!(Language::of_locale("xx-YY"), None);
    }

    #[test]
    fn a_missing_key_shows_itself() {
        assert_eq!(Texts::new(Language::English).get("no-such-key"), "no-such-key");
    }
}
