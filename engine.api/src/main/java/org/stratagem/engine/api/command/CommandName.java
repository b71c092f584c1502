package org.stratagem.engine.api.command;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.osgi.service.component.annotations.ComponentPropertyType;

/**
 * The {@code command.name} service property of a Declarative Services component, the name a user
 * types to run a {@link Command}, written once: {@code @CommandName("analyze")}. A component
 * property type: bnd writes the property into the component's description, as if it were spelled
 * out in {@code @Component(property = ...)}.
 *
 * @see Command#NAME
 */
@ComponentPropertyType
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface CommandName {
    /** @return the name */
    String value();
}
