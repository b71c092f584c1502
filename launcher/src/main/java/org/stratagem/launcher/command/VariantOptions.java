package org.stratagem.launcher.command;

import java.util.LinkedHashMap;
import java.util.Map;
import org.stratagem.engine.api.Game;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options of a command whose set depends on the game: its fixed options (a picocli-annotated
 * object) and the game's variant options ({@link Game#variantOptions()}: Gomoku's {@code --rule} and
 * {@code --size}), each taking one value.
 */
final class VariantOptions {
    private final CommandSpec spec;
    private final Game<?> game;

    /**
     * @param fixed the command's own options, annotated the picocli way
     * @param game  the game whose variant options are added
     */
    VariantOptions(Object fixed, Game<?> game) {
        this.spec = CommandSpec.forAnnotatedObject(fixed);
        this.game = game;
        for (String name : game.variantOptions()) {
            spec.addOption(OptionSpec.builder("--" + name).paramLabel(name.toUpperCase()).type(String.class).build());
        }
    }

    /** @return what {@link org.stratagem.engine.api.command.CommandContext#parse} parses */
    CommandSpec spec() {
        return spec;
    }

    /** @return the game's variant of the options given */
    Game<?> variant() {
        return game.variant(values());
    }

    /** @return the variant options given, by name */
    Map<String, String> values() {
        Map<String, String> given = new LinkedHashMap<>();
        for (String name : game.variantOptions()) {
            String value = spec.findOption("--" + name).getValue();
            if (value != null) {
                given.put(name, value);
            }
        }
        return given;
    }
}
