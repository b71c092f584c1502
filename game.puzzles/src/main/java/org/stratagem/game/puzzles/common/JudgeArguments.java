package org.stratagem.game.puzzles.common;

import java.io.BufferedReader;
import java.util.function.Function;
import org.stratagem.engine.api.NotationException;
import org.stratagem.engine.api.command.Choice;
import org.stratagem.engine.api.command.CommandContext;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The arguments of a judge's task, {@code [FILE] [--strategy ID] [--movegen ID]}: the input is the
 * FILE, or standard input without one; the strategy and generator that solve the games are the user's
 * choice, else the platform's configured bindings, else the command's defaults.
 */
public final class JudgeArguments {
    @Parameters(arity = "0..1", paramLabel = "FILE", description = "the input, instead of standard input")
    private String file;

    @Option(names = "--strategy", paramLabel = "ID", description = "the strategy that solves the games")
    private String strategy;

    @Option(names = "--movegen", paramLabel = "ID", description = "the move generator of the searches")
    private String movegen;

    /**
     * @param context the command's context, whose arguments are parsed
     * @return the arguments
     * @throws NotationException on an unknown option, a missing value, or more than one FILE
     */
    public static JudgeArguments of(CommandContext context) {
        return context.parse(new JudgeArguments(), context.arguments());
    }

    /**
     * @param context the command's context, whose input is read without a FILE
     * @param reader  reads the whole input and checks it
     * @param <T>     what the reader makes of it
     * @return what the reader made of the input
     * @throws NotationException on bad input, or a FILE that cannot be read
     */
    public <T> T read(CommandContext context, Function<BufferedReader, T> reader) {
        return file == null ? reader.apply(context.input()) : InputFiles.read(file, reader);
    }

    /** @return the ids the user chose */
    public Choice choice() {
        return new Choice(strategy, movegen, null);
    }
}
